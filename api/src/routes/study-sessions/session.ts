import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, StudySessionEnvelope, StudySessionHostParams } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';
import { studySessionView } from '../../presenters/study-session.ts';

/**
 * GET /api/v1/studysession/:hostId: the session running in the cohort's room, or `{}`. Polled
 * every 15 s while one runs; a participant's poll also counts as their sign of life.
 * POST /api/v1/studysession/:hostId/leave: the caller leaves (the session ends with its last participant).
 */
const session: FastifyPluginAsyncTypebox = async (app) => {
  const schema = (summary: string) => ({
    tags: ['study sessions'],
    summary,
    params: StudySessionHostParams,
    response: { 200: StudySessionEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
  });

  app.get(
    endpoints.studySession.path,
    { schema: schema("The study session running in the cohort's room, or {}"), config: { access: 'meetingMember' } },
    async (request) => {
      const now = app.now();
      const running = await app.studySessionsRepository.running(request.params.hostId, now);
      if (!running) return { message: {} };
      await app.studySessionsRepository.touch(running, request.viewer!.email, now);
      return { message: studySessionView(running, request.viewer!.email) };
    },
  );

  app.post(
    endpoints.leaveStudySession.path,
    { schema: schema('Leave the study session'), config: { access: 'meetingMember' } },
    async (request) => {
      const running = await app.studySessionsRepository.leave(request.params.hostId, request.viewer!.email, app.now());
      return { message: running ? studySessionView(running, request.viewer!.email) : {} };
    },
  );
};

export default session;
