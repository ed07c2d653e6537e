import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CohortParams,
  CohortStaffEnvelope,
  CohortStaffParams,
  DeleteCohortStaff,
  endpoints,
  SaveCohortStaff,
  SavedStaffEnvelope,
  StaffMemberEnvelope,
  StaffSearchEnvelope,
  StaffSearchQuery,
} from '@cedar/shared/contract';
import { isStaffRole, isVisibleAccount, STAFF_ROLE_MISSING } from '@cedar/shared/domain';
import { badRequest } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

const tags = ['cohort settings'];
/** §9: the staff search answers at most 100 users. */
const STAFF_SEARCH_LIMIT = 100;

/**
 * The cohort's Support Team (admin-console §4 Settings, §5 Staff, §7 Staff): staff whose role the
 * console shows; role 9 adds them, changes their roles and deletes them (active false).
 */
const cohortStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = () => app.cohortSettingsGroupsRepository;

  app.get(
    endpoints.cohortStaff.path,
    {
      schema: {
        tags,
        summary: "The cohort's active staff whose role the console shows",
        params: CohortParams,
        response: { 200: CohortStaffEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortStaff' },
    },
    async (request) => {
      const staff = await repo().staff(request.params.cohortId);
      return { message: { staff: staff.filter((s) => isVisibleAccount(s.user_email, request.viewer!.email)) } };
    },
  );

  app.get(
    endpoints.staffSearch.path,
    {
      schema: {
        tags,
        summary: 'Searches users by name, user name or e-mail, to add to the support team',
        params: CohortParams,
        querystring: StaffSearchQuery,
        response: { 200: StaffSearchEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const search = request.query.search.trim();
      if (!search) return { message: { users: [] } };
      const found = await repo().searchUsers(search, STAFF_SEARCH_LIMIT);
      return { message: { users: found.filter((u) => isVisibleAccount(u.email, request.viewer!.email)) } };
    },
  );

  app.post(
    endpoints.saveCohortStaff.path,
    {
      schema: {
        tags,
        summary: 'Adds staff to the cohort and changes their roles, all or none',
        params: CohortParams,
        body: SaveCohortStaff,
        response: { 200: SavedStaffEnvelope, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const writes = request.body.staff;
      if (!writes.every((w) => isStaffRole(w.user_role_id))) throw badRequest(STAFF_ROLE_MISSING);
      const ids = writes.flatMap((w) => (w.id === undefined ? [] : [w.id]));
      if (new Set(ids).size !== ids.length) throw badRequest('A staff member is listed twice.');
      const staff = await repo().saveStaff(request.params.cohortId, writes, request.viewer!.email);
      return { message: { didUpdate: true, name: 'Staff', staff } };
    },
  );

  app.put(
    endpoints.deleteCohortStaff.path,
    {
      schema: {
        tags,
        summary: 'Deletes a staff member from the cohort (active false)',
        params: CohortStaffParams,
        body: DeleteCohortStaff,
        response: { 200: StaffMemberEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const staff = await repo().deleteStaff(request.params.cohortId, request.params.staffId, request.viewer!.email);
      return { message: { staff } };
    },
  );
};

export default cohortStaffRoutes;
