import { STORAGE_KEYS, defaultAcpCohortId, isMemberOf, type MembershipFacts } from '@cedar/shared/domain';
import { seedSession } from './session-store.ts';

/** The admin console's cohort at start-up: the stored choice if still a membership, else the default. */
export function initialCohortId(memberships: readonly MembershipFacts[]): number | null {
  const stored = Number(localStorage.getItem(STORAGE_KEYS.acpSelectedCohortId));
  if (Number.isInteger(stored) && stored > 0 && isMemberOf(memberships, stored)) return stored;
  return defaultAcpCohortId(memberships);
}

/** Chooses the admin console's current cohort and remembers it. */
export function selectCohort(cohortId: number): void {
  localStorage.setItem(STORAGE_KEYS.acpSelectedCohortId, String(cohortId));
  seedSession({ selectedCohortId: cohortId });
}
