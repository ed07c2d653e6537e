import type { LibraryVideo, VideoChanges } from '@cedar/shared/contract';

/** The entry modal's editable fields (§2.7). */
export interface VideoEntryForm {
  title: string;
  description: string;
  host: string;
  tags: string[];
}

/** The form of a stored video. */
export const entryFormOf = (video: LibraryVideo): VideoEntryForm => ({
  title: video.title ?? '',
  description: video.description ?? '',
  host: video.host ?? '',
  tags: [...video.tags],
});

const none = (text: string) => text.trim() || null;

/**
 * The changed fields as the API takes them: empty strings and tags become none (§4); an
 * unchanged form gives null (the save makes no call).
 */
export function entryChanges(video: LibraryVideo, form: VideoEntryForm): VideoChanges | null {
  const changes: VideoChanges = {};
  if (none(form.title) !== (video.title ?? null)) changes.title = form.title.trim();
  if (none(form.description) !== (video.description ?? null)) changes.description = none(form.description);
  if (none(form.host) !== (video.host ?? null)) changes.host = none(form.host);
  const sameTags = form.tags.length === video.tags.length && form.tags.every((tag, i) => tag === video.tags[i]);
  if (!sameTags) changes.tags = form.tags.length === 0 ? null : form.tags;
  return Object.keys(changes).length === 0 ? null : changes;
}
