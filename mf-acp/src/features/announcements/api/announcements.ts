import { apiFetch, useApi } from '@cedar/shared/api';
import {
  type AnnouncementEnvelope,
  type AnnouncementHistoryEnvelope,
  type AnnouncementReachEnvelope,
  type AnnouncementUpdate,
  type AnnouncementUpdateEnvelope,
  type NewAnnouncement,
  pathFor,
} from '@cedar/shared/contract';
import { audienceFields } from '../lib/audience';

/** GET /announcements/history?cohort_id=: the cohort's announcements, whatever their status. */
export function useAnnouncementHistory(cohortId: number | null) {
  return useApi<AnnouncementHistoryEnvelope>(
    cohortId === null ? null : pathFor('announcementHistory'),
    cohortId === null ? undefined : { cohort_id: cohortId },
  );
}

/** GET /announcements/reach: learners and cohorts an audience reaches, for the preview. */
export function useAnnouncementReach(audience: string | null) {
  const fields = audience ? audienceFields(audience) : null;
  return useApi<AnnouncementReachEnvelope>(fields ? pathFor('announcementReach') : null, fields ?? undefined);
}

/** POST /announcement (§7): the stored announcement. */
export async function createAnnouncement(body: NewAnnouncement) {
  const envelope = await apiFetch<AnnouncementEnvelope>(pathFor('createAnnouncement'), { method: 'POST', body });
  return envelope.message.announcement;
}

/** PUT /announcement/update/{id} (§7): 'success' or 'failed' (§8). */
export async function updateAnnouncement(id: number, body: AnnouncementUpdate): Promise<'success' | 'failed'> {
  try {
    const envelope = await apiFetch<AnnouncementUpdateEnvelope>(pathFor('updateAnnouncement', { id }), {
      method: 'PUT',
      body,
    });
    return envelope.message.response;
  } catch {
    return 'failed';
  }
}

/** Deletion is an update with is_deleted true (§7). */
export const deleteAnnouncement = (id: number) => updateAnnouncement(id, { is_deleted: true });
