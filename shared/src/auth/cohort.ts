import { useMemo } from 'react';
import type { Course } from '@cedar/shared/contract';
import {
  STORAGE_KEYS,
  currentCohort,
  defaultAcpCohortId,
  isMemberOf,
  type CurrentCohort,
  type MembershipFacts,
} from '@cedar/shared/domain';
import { seedSession, useSession } from './session-store.ts';

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

/**
 * The signed-in user's current cohort (`currentCohort` over the session): `cohortId` when a
 * page passes one, else the session's selected cohort, else the first active membership's.
 */
export function useCurrentCohort(cohortId?: number | null): CurrentCohort<Course> {
  const memberships = useSession((s) => s.memberships);
  const selectedCohortId = useSession((s) => s.selectedCohortId);
  const chosen = cohortId ?? selectedCohortId;
  return useMemo(() => currentCohort(memberships, chosen), [memberships, chosen]);
}
