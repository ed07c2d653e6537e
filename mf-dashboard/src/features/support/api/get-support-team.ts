import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type SupportTeamEnvelope, type SupportTeamMember, pathFor } from '@cedar/shared/contract';
import { supportTeam } from '@cedar/shared/domain';

/** SWR key of a cohort's support team. */
export function supportTeamKey(cohortId: number) {
  return ['support-team', cohortId] as const;
}

/** GET /v1/cohort/:cohortId/supportteam: the support-panel roles, in the role table's display order. */
export async function getSupportTeam(cohortId: number): Promise<SupportTeamMember[]> {
  const envelope = await apiFetch<SupportTeamEnvelope>(pathFor('supportTeam', { cohortId }));
  return supportTeam(envelope?.message?.advisors ?? []);
}

/** Fetches a supportTeamKey (the hook's fetcher, and the dashboard's first-sight read in panel-reads.ts). */
export const fetchSupportTeam = ([, id]: ReturnType<typeof supportTeamKey>) => getSupportTeam(id);

/** The cohort's support team; null waits. */
export function useSupportTeam(cohortId: number | null) {
  return useSWR<SupportTeamMember[], ApiError, ReturnType<typeof supportTeamKey> | null>(
    cohortId ? supportTeamKey(cohortId) : null,
    fetchSupportTeam,
  );
}
