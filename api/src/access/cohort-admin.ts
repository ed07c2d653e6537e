import { hasAdminAccessToCohort, hasCohortAccess, permissionsForRoleId } from '@cedar/shared/domain';
import { badRequest, forbidden } from '../http-errors.ts';
import { fields, integer, type Rule } from './rule.ts';

const cohortParam = (value: unknown) => {
  const cohortId = integer(fields(value).cohortId);
  if (cohortId === null) throw badRequest('A cohort is required.');
  return cohortId;
};

/**
 * Rules of the admin console's cohort management (DECISIONS.md, permission matrix):
 * - `cohortStaff`: the cohort `:cohortId` is one where the caller has cohort access (an active
 *   membership with a non-learner role) (else 403);
 * - `cohortAdmin`: the caller holds role 9 in the cohort `:cohortId`: only they add or edit its
 *   members and edit its settings (else 403).
 */
export const COHORT_ADMIN_RULES = {
  async cohortStaff({ request, viewer }) {
    const cohortId = cohortParam(request.params);
    if (!hasCohortAccess(viewer.memberships, cohortId)) throw forbidden('You have no access to this cohort.');
    return { cohortIds: [cohortId] };
  },

  async cohortAdmin({ request, viewer }) {
    const cohortId = cohortParam(request.params);
    if (!hasAdminAccessToCohort(viewer.memberships, cohortId)) {
      throw forbidden('Only an admin of this cohort may do this.');
    }
    return { cohortIds: [cohortId] };
  },
} satisfies Record<string, Rule>;

/**
 * Rules of cohort management across cohorts (DECISIONS.md):
 * - `cohortsManager`: the caller holds a role with the adminSettingsManageCohorts menu (9, 11)
 *   in one of their active cohorts (else 403);
 * - `cohortCreator`: the caller holds a role with adminSettingsCreateCohort (9) in one of their
 *   active cohorts (else 403);
 * - `toolsRunner`: the caller holds a role with adminSettingsAdditionalTools (9) in one of their
 *   active cohorts: the Handshake upload and the LMS course sync (else 403).
 */
export const COHORT_MANAGEMENT_RULES = {
  async cohortsManager({ viewer }) {
    const allowed = viewer.memberships.some(
      (m) => m.active && permissionsForRoleId(m.user_role_id).menuAccess.adminSettingsManageCohorts,
    );
    if (!allowed) throw forbidden('You may not manage cohorts.');
    return {};
  },

  async cohortCreator({ viewer }) {
    const allowed = viewer.memberships.some(
      (m) => m.active && permissionsForRoleId(m.user_role_id).functions.adminSettingsCreateCohort,
    );
    if (!allowed) throw forbidden('You may not create cohorts.');
    return {};
  },

  async toolsRunner({ viewer }) {
    const allowed = viewer.memberships.some(
      (m) => m.active && permissionsForRoleId(m.user_role_id).functions.adminSettingsAdditionalTools,
    );
    if (!allowed) throw forbidden('Only a Program Manager may run the Additional Tools.');
    return {};
  },
} satisfies Record<string, Rule>;
