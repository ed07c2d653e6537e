import { apiFetch, useApi } from '@cedar/shared/api';
import {
  type LibraryVideo,
  type VideoChanges,
  type VideoChangesEnvelope,
  type VideoBulkAction,
  type VideoBulkEnvelope,
  type VideoHostsEnvelope,
  type VideoLibraryEnvelope,
  pathFor,
} from '@cedar/shared/contract';

/** GET /v1/videos/library?cohort_id=: the cohort's videos, archived included. */
export function useVideoLibrary(cohortId: number | null) {
  return useApi<VideoLibraryEnvelope>(
    cohortId === null ? null : pathFor('videoLibrary'),
    cohortId === null ? undefined : { cohort_id: cohortId },
  );
}

/** GET /v1/videos/hosts?q=: up to 20 users to choose a host from; nothing for an empty search. */
export function useHostSearch(q: string) {
  const text = q.trim();
  return useApi<VideoHostsEnvelope>(text ? pathFor('videoHosts') : null, text ? { q: text } : undefined);
}

/** PUT /videos?uuid= (§7): the updated video, or null on failure (logged, §8). */
export async function updateVideo(uuid: string, changes: VideoChanges): Promise<LibraryVideo | null> {
  try {
    const envelope = await apiFetch<VideoChangesEnvelope>(pathFor('updateVideo', {}, { uuid }), {
      method: 'PUT',
      body: changes,
    });
    return envelope.message.response === 'success' ? envelope.message.video : null;
  } catch (error) {
    console.error('Updating the video failed', error);
    return null;
  }
}

/** POST /v1/videos/bulk: one action over several videos; the videos as stored, or the error's message. */
export async function bulkUpdateVideos(
  uuids: string[],
  action: VideoBulkAction,
  tag?: string,
): Promise<{ videos: LibraryVideo[]; changed: number } | { error: string | null }> {
  try {
    const envelope = await apiFetch<VideoBulkEnvelope>(pathFor('bulkUpdateVideos'), {
      method: 'POST',
      body: tag === undefined ? { uuids, action } : { uuids, action, tag },
    });
    return { videos: envelope.message.videos, changed: envelope.message.changed };
  } catch (error) {
    console.error('The bulk action failed', error);
    return { error: error instanceof Error ? error.message : null };
  }
}
