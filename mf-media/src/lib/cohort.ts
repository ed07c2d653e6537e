import { useSession } from '@cedar/shared/auth';

/** The cohort the media pages show: the selected one, else the first active membership's. */
export function useMediaCohortId(): number | null {
  const selected = useSession((s) => s.selectedCohortId);
  const memberships = useSession((s) => s.memberships);
  return selected ?? memberships.find((m) => m.active)?.cohort_id ?? null;
}
