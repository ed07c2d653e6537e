import type { LibraryVideo, VideoCalendarEvent } from '@cedar/shared/contract';
import { moment } from '@cedar/shared/dates';

/** New York: the library's recording times show there, as EST or EDT (DECISIONS.md). */
export const NEW_YORK = 'America/New_York';

/** Topics shown: the first three tags; the rest stay hidden but searchable (§4, §9). */
export const TOPICS_SHOWN = 3;

/** The topics of a video (its first three tags). */
export const topicsOf = (tags: readonly string[]) => tags.slice(0, TOPICS_SHOWN);

/** "2:00 PM – 3:30 PM EDT" in New York time, or '' when unknown. */
export function recordingRange(video: Pick<LibraryVideo, 'video_details'>): string {
  const { recording_start: start, recording_end: end } = video.video_details;
  if (!start) return '';
  const from = moment.tz(start, NEW_YORK);
  if (!end) return from.format('h:mm A z');
  return `${from.format('h:mm A')} – ${moment.tz(end, NEW_YORK).format('h:mm A z')}`;
}

/** "Sep 16, 2026 2:00 PM – 3:30 PM EDT": a calendar event's time in New York, like the recordings. */
export function eventRange(event: Pick<VideoCalendarEvent, 'start_date_time' | 'end_date_time'>): string {
  const from = moment.tz(event.start_date_time, NEW_YORK);
  const to = moment.tz(event.end_date_time, NEW_YORK);
  const end = from.isSame(to, 'day') ? to.format('h:mm A z') : to.format('MMM D, YYYY h:mm A z');
  return `${from.format('MMM D, YYYY h:mm A')} – ${end}`;
}

/** The recording date (New York), as the card shows it. */
export const recordingDay = (video: Pick<LibraryVideo, 'video_details' | 'created_date'>) =>
  moment.tz(video.video_details.recording_start ?? video.created_date, NEW_YORK).format('MMM D, YYYY');

/** The last curation: its date (New York) and editor, or null when uncurated. */
export function lastModified(video: Pick<LibraryVideo, 'updates'>): { date: string; by: string } | null {
  const last = video.updates?.at(-1);
  if (!last) return null;
  return { date: moment.tz(last.updated_date, NEW_YORK).format('MMM D, YYYY h:mm A z'), by: last.updated_by };
}

/** A file link of the metadata box, or null: missing or the literal 'null' is Not Available (§2.7). */
export const availableFile = (url: string | null) => (!url || url === 'null' ? null : url);

/** Tags as the entry modal keeps them: a new one lower-cased and trimmed, never empty, once (§5). */
export function addTag(tags: readonly string[], tag: string): string[] {
  const clean = tag.trim().toLowerCase();
  return !clean || tags.includes(clean) ? [...tags] : [...tags, clean];
}
