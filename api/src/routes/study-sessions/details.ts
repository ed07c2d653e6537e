import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, StudySessionDetailsEnvelope, StudySessionDetailsQuery } from '@cedar/shared/contract';
import { isMemberOf } from '@cedar/shared/domain';
import { findSessionCohort, findSessionDetails } from '../../db/repositories/index.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { errorResponses } from '../schemas.ts';
import { studySessionView } from '../../presenters/study-session.ts';

/**
 * GET /api/v1/zoomstudysessiondetails?meeting_id=: one study session (a meeting of the embedded
 * meetings adapter), running or ended, with its participants and topics. The access of the
 * study-session read (`meetingMember`): an active member of the meeting's cohort, in any role.
 * The meeting is found before its cohort is known, so that check is made here: a meeting of
 * a cohort the caller is not in answers 404, as an unknown one does (ids are not probed).
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
      config: { access: 'authenticated' },
    },
    async (request) => {
      const meetingId = request.query.meeting_id;
      const cohortId = await findSessionCohort(app.db, meetingId);
      if (cohortId === null || !isMemberOf(request.viewer!.memberships, cohortId)) {
        throw notFound('No such study session.');
      }
      const found = await findSessionDetails(app.db, meetingId, app.now());
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
