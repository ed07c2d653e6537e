import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, StudySessionDetailsEnvelope, StudySessionDetailsQuery } from '@cedar/shared/contract';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { studySessionView } from '../../presenters/study-session.ts';

/**
 * GET /api/v1/zoomstudysessiondetails?meeting_id=: one study session (a meeting of the embedded
 * meetings adapter), running or ended, with its participants and topics, for an active member
 * of the meeting's cohort in any role (`studySessionMember`: a meeting of a cohort the caller
 * is not in answers 404, as an unknown one does, so ids are not probed).
 */
const details: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.studySessionDetails.path,
    {
      schema: {
        tags: ['study sessions'],
        summary: "A study session's details by meeting id: participants, topics, whether it ended",
        querystring: StudySessionDetailsQuery,
        response: { 200: StudySessionDetailsEnvelope, ...errorResponses(400, 401, 404, 429) },
      },
      config: { access: 'studySessionMember' },
    },
    async (request) => {
      const found = await app.studySessionsRepository.details(request.query.meeting_id, app.now());
      if (!found) throw notFound('No such study session.');
      return {
        message: {
          ...studySessionView(found.session, request.viewer!.email),
          ended_at: found.ended_at?.toISOString() ?? null,
        },
      };
    },
  );
};

export default details;
