import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type Announcement, type AnnouncementsEnvelope, pathFor } from '@cedar/shared/contract';
import { ANNOUNCEMENT_REFRESH_MS, AUDIENCE } from '@cedar/shared/domain';

/** SWR key of the announcements live for a cohort's members. */
export function announcementsKey(cohortId: number) {
  return ['announcements', cohortId] as const;
}

/** GET /announcements (§7: filtered, expand cohorts, audience 1, cohort_id), newest first. */
export async function getAnnouncements(cohortId: number): Promise<Announcement[]> {
  const envelope = await apiFetch<AnnouncementsEnvelope>(pathFor('announcements'), {
    query: { filtered: true, expand: 'cohorts', audience: AUDIENCE.everyone, cohort_id: cohortId },
  });
  return envelope?.message?.announcements ?? [];
}

/** Fetches a announcementsKey (the hook's fetcher, and the dashboard's first-sight read in panel-reads.ts). */
export const fetchAnnouncements = ([, id]: ReturnType<typeof announcementsKey>) => getAnnouncements(id);

/** The cohort's announcements, refreshed every 120 s (§9); null waits. */
export function useAnnouncements(cohortId: number | null) {
  return useSWR<Announcement[], ApiError, ReturnType<typeof announcementsKey> | null>(
    cohortId ? announcementsKey(cohortId) : null,
    fetchAnnouncements,
    { refreshInterval: ANNOUNCEMENT_REFRESH_MS },
  );
}
