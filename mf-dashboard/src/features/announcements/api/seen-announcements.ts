import { apiFetch } from '@cedar/shared/api';
import { type AnnouncementSeenEnvelope, pathFor } from '@cedar/shared/contract';

/**
 * POST /announcements/seen: the banner of this cohort has shown these announcements. The
 * server counts a learner once per announcement and refuses any the cohort does not see now.
 */
export async function postSeenAnnouncements(cohortId: number, announcementIds: number[]): Promise<number> {
  const envelope = await apiFetch<AnnouncementSeenEnvelope>(pathFor('announcementSeen'), {
    method: 'POST',
    body: { cohort_id: cohortId, announcement_ids: announcementIds },
    keepalive: true,
  });
  return envelope?.message?.recorded ?? 0;
}
