import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, JoinStudySession, JoinStudySessionEnvelope, StudySessionHostParams } from '@cedar/shared/contract';
import { roleInCohort } from '@cedar/shared/domain';
import { hostIdFor } from '../../domain/study-rooms.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { cleanTopic, studySessionView } from '../../presenters/study-session.ts';

/**
 * POST /api/v1/studysession/:hostId { userEmail, topic? }: starts a study session with its
 * topic when none runs, else joins the running one; answers the meeting URL to open.
 */
const join: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.joinStudySession.path,
    {
      schema: {
        tags: ['study sessions'],
        summary: 'Start a study session with a topic, or join the running one',
        params: StudySessionHostParams,
        body: JoinStudySession,
        response: { 200: JoinStudySessionEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'meetingMember' },
    },
    async (request) => {
      const viewer = request.viewer!;
      const cohortId = request.accessOutcome.cohortIds![0]!;
      const cohort = await app.cohortsRepository.find(cohortId);
      if (!cohort || hostIdFor(cohort) !== request.params.hostId) throw notFound('No such study room.');
      const topic = request.body.topic === undefined ? null : cleanTopic(request.body.topic) || null;
      const joined = await app.studySessionsRepository.join(
        {
          hostId: request.params.hostId,
          cohortId,
          zoomUrl: cohort.zoom_url,
          email: viewer.email,
          roleId: roleInCohort(viewer.memberships, cohortId),
          topic,
        },
        app.now(),
      );
      if (joined === 'topic_required') throw badRequest('A topic is required to start a study session.');
      const session = studySessionView(joined.session, viewer.email);
      return { message: { zoom_url: session.zoom_url ?? cohort.zoom_url, started: joined.started, session } };
    },
  );
};

export default join;
