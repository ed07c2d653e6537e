import { canSeeSupportRequests, permissionsInCohort } from '@cedar/shared/domain';
import { forbidden, notFound } from '../http-errors.ts';
import type { Viewer } from '../users/viewer.ts';
import { type AccessOutcome, fields, integer, type Rule, type RuleInput } from './rule.ts';

/**
 * Rules about triaging support requests (the permission matrix of DECISIONS.md):
 * - `supportStaff`: the caller may triage support requests in at least one cohort (else 403:
 *   role 11, learners);
 * - `supportTriage`: the cohort `:cohortId` is one where the caller may triage (else 403);
 * - `supportRequestReader`: the request `?id=`, `:id` or the body's `requestId` belongs to a
 *   cohort where the caller may triage and, if personal (type 4), the caller may see personal
 *   requests (else 404: ids are not probed; 403 for a caller who triages nowhere);
 * - `supportResponder`: as `supportRequestReader`, and the caller may respond there (else 403).
 */
function triageCohorts(viewer: Viewer): number[] {
  const ids = [...new Set(viewer.memberships.filter((m) => m.active).map((m) => m.cohort_id))];
  return ids.filter((id) => canSeeSupportRequests(permissionsInCohort(viewer.memberships, id)));
}

function supportStaff(viewer: Viewer): AccessOutcome {
  const cohortIds = triageCohorts(viewer);
  if (cohortIds.length === 0) throw forbidden('You have no access to support requests.');
  return { cohortIds };
}

async function readable({ request, viewer, repositories }: RuleInput): Promise<AccessOutcome> {
  supportStaff(viewer);
  const id =
    integer(fields(request.query).id) ?? integer(fields(request.params).id) ?? integer(fields(request.body).requestId);
  const found = id === null ? null : await repositories.supportRequestsRepository.findForStaff(id);
  const cohortId = found?.cohort_id ?? null;
  const permissions = permissionsInCohort(viewer.memberships, cohortId);
  const visible =
    found !== null &&
    cohortId !== null &&
    canSeeSupportRequests(permissions) &&
    (found.request_type_id !== 4 || permissions.functions.supportRequestsCanSeePersonalRequests);
  if (!visible) throw notFound('No such support request.');
  return { cohortIds: [cohortId], supportRequest: found };
}

export const SUPPORT_REQUEST_RULES = {
  async supportStaff({ viewer }) {
    return supportStaff(viewer);
  },

  async supportTriage({ request, viewer }) {
    const cohortId = integer(fields(request.params).cohortId);
    if (cohortId === null || !triageCohorts(viewer).includes(cohortId)) {
      throw forbidden('You may not see the support requests of this cohort.');
    }
    return { cohortIds: [cohortId] };
  },

  supportRequestReader: readable,

  async supportResponder(input) {
    const outcome = await readable(input);
    const cohortId = outcome.cohortIds![0]!;
    if (!permissionsInCohort(input.viewer.memberships, cohortId).functions.supportRequestsCanRespond) {
      throw forbidden('You may not act on support requests in this cohort.');
    }
    return outcome;
  },
} satisfies Record<string, Rule>;

/** May the caller see personal requests (type 4) in this cohort? */
export function seesPersonalRequests(viewer: Viewer, cohortId: number): boolean {
  return permissionsInCohort(viewer.memberships, cohortId).functions.supportRequestsCanSeePersonalRequests;
}
