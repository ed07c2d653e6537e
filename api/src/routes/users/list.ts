import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, ProfilesEnvelope, UsersQuery } from '@cedar/shared/contract';
import { LIMITS } from '@cedar/shared/domain';
import { directoryPage, seesOnlyVisibleMembers } from '../../users/directory.ts';
import { profileFor } from '../../presenters/profile.ts';
import { routePath } from '../../domain/api-paths.ts';
import { errorResponses } from '../schemas.ts';

/**
 * GET /api/v1/users (the spec's /api/v1/users/ too, see domain/api-paths.ts): `?username=` answers one
 * profile (privacy-filtered); `?cohort_id=` lists the cohort's members, each with their
 * memberships in that cohort.
 */
const list: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    routePath(endpoints.users.path),
    {
      schema: {
        tags: ['users'],
        summary: 'A profile by username, or the members of a cohort the caller belongs to',
        querystring: UsersQuery,
        response: { 200: ProfilesEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'directory' },
    },
    async (request) => {
      const viewer = request.viewer!;
      const { subject, cohortIds = [] } = request.accessOutcome;
      if (subject) {
        const [record] = await app.usersRepository.records([subject]);
        return { message: { users: [profileFor(viewer, record!, app.now())] } };
      }
      const { role_id, is_visible, offset = 0, limit = LIMITS.pageLimit } = request.query;
      const learnerView = seesOnlyVisibleMembers(viewer, cohortIds);
      if (learnerView && is_visible === false) return { message: { users: [] } };
      const rows = await app.usersRepository.members({
        cohortIds,
        roleId: role_id,
        isVisible: learnerView ? true : is_visible,
        activeOnly: learnerView,
      });
      const entries = directoryPage(rows, viewer, { offset, limit });
      const records = await app.usersRepository.records(entries.map((entry) => entry.user));
      const now = app.now();
      const users = records.map((record, index) => ({
        ...profileFor(viewer, record, now),
        mk_user_courses: entries[index]!.memberships,
      }));
      return { message: { users } };
    },
  );
};

export default list;
