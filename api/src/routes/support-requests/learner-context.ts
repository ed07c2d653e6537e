import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { endpoints, Id, LearnerContextEnvelope } from '@cedar/shared/contract';
import { isOnlineNow } from '@cedar/shared/domain';
import { seesPersonalRequests } from '../../access/support-requests.ts';
import { errorResponses } from '../schemas.ts';

/**
 * The side panel of the expanded view (beyond the spec, ADR 0037): who the requester is now,
 * their other requests in the request's cohort (personal ones only for staff who may see them)
 * and their courses in the cohorts the caller belongs to. Same rule as reading the request.
 */
const learnerContext: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.supportRequestContext.path,
    {
      schema: {
        tags: ['support requests'],
        summary: "The requester's context: local time zone, last seen, other requests, courses",
        params: Type.Object({ id: Id() }),
        response: { 200: LearnerContextEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'supportRequestReader' },
    },
    async (request) => {
      const found = request.accessOutcome.supportRequest!;
      const viewer = request.viewer!;
      const cohortId = found.cohort_id!;
      const email = found.user_lm.email;
      const viewerCohorts = [...new Set(viewer.memberships.filter((m) => m.active).map((m) => m.cohort_id))];
      const [user, requests, courses] = await Promise.all([
        app.usersRepository.findUser(email),
        app.supportRequestsRepository.otherRequests(email, cohortId, found.id, seesPersonalRequests(viewer, cohortId)),
        app.supportRequestsRepository.learnerCourses(email, viewerCohorts),
      ]);
      const name = user
        ? `${user.preferred_name || user.first_name} ${user.last_name}`.trim()
        : `${found.user_lm.first_name} ${found.user_lm.last_name}`.trim() || email;
      return {
        message: {
          learner: {
            email,
            name,
            // The learner's choice to hide their time zone holds for staff too (profile privacy).
            time_zone: user?.user_show_timezone ? (user.user_timezone ?? null) : null,
            is_online: user ? isOnlineNow(user, app.now()) : false,
            last_seen: user?.user_last_seen ?? null,
          },
          requests,
          courses,
        },
      };
    },
  );
};

export default learnerContext;
