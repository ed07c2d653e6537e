import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import {
  pathFor,
  type SavedRepliesEnvelope,
  type SavedReply,
  type SavedReplyBody,
  type SavedReplyEnvelope,
} from '@cedar/shared/contract';

/** GET /v1/cohort/{id}/savedreplies: the cohort's saved replies, by title. */
export function useSavedReplies(cohortId: number | null) {
  return useSWR<SavedReply[], ApiError>(cohortId === null ? null : ['acp-saved-replies', cohortId], async () => {
    const envelope = await apiFetch<SavedRepliesEnvelope>(pathFor('savedReplies', { cohortId: cohortId! }));
    return envelope.message.saved_replies;
  });
}

/** Creates (no id) or edits a saved reply; answers it as stored (sanitised). */
export async function saveSavedReply(cohortId: number, body: SavedReplyBody, id?: number): Promise<SavedReply> {
  const envelope =
    id === undefined
      ? await apiFetch<SavedReplyEnvelope>(pathFor('createSavedReply', { cohortId }), { method: 'POST', body })
      : await apiFetch<SavedReplyEnvelope>(pathFor('updateSavedReply', { cohortId, replyId: id }), {
          method: 'PUT',
          body,
        });
  return envelope.message.saved_reply!;
}

export async function deleteSavedReply(cohortId: number, id: number): Promise<void> {
  await apiFetch<SavedReplyEnvelope>(pathFor('deleteSavedReply', { cohortId, replyId: id }), { method: 'DELETE' });
}
