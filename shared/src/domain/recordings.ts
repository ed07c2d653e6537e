import { localDateKey } from './calendar.ts';

/** A recording as the recordings call answers it (§3 Event recording, recordingDetails). */
export interface RecordingFacts {
  meeting_id: string;
  video_details: { generatedUUID: string | null; recording_start: string | null; recording_end: string | null };
  source_details?: { recording_details?: { start_time?: string | null } | null } | null;
}

/** Recording state of an event (§3, §4). */
export type RecordingState = 'meetingId_unknown' | 'has_recording' | 'recording_unavailable';

/** What an event's Recording button needs: the state and the chosen recording, if any. */
export interface EventRecording<R extends RecordingFacts = RecordingFacts> {
  state: RecordingState;
  recordingDetails: R[];
}

/**
 * The meeting id of a meeting link: the digits that end its path
 * (`https://zoom.us/j/84120260914?pwd=x` gives `84120260914`), else the digits that end the
 * link; null when there are none.
 */
export function meetingIdFromUrl(meetingUrl: string | null | undefined): string | null {
  if (!meetingUrl) return null;
  try {
    const match = /(\d+)\/?$/.exec(new URL(meetingUrl).pathname);
    if (match) return match[1]!;
  } catch {
    // Not a URL: fall back to the raw text.
  }
  return /(\d+)\/?$/.exec(meetingUrl.trim())?.[1] ?? null;
}

const usable = (r: RecordingFacts) =>
  typeof r.video_details.generatedUUID === 'string' && r.video_details.generatedUUID !== '';

function startOf(r: RecordingFacts): string | null {
  return r.source_details?.recording_details?.start_time ?? r.video_details.recording_start ?? null;
}

function duration(r: RecordingFacts): number {
  const start = Date.parse(r.video_details.recording_start ?? '');
  const end = Date.parse(r.video_details.recording_end ?? '');
  return Number.isFinite(start) && Number.isFinite(end) ? end - start : 0;
}

function longest<R extends RecordingFacts>(recordings: R[]): R {
  return recordings.reduce((best, r) => (duration(r) > duration(best) ? r : best));
}

/**
 * The recording choice of §4: one recording is used. With several, the one that started on
 * the event's date (in `timeZone`) wins; when several or none did, the longest. Recordings
 * without a usable id are never chosen; null when none is left.
 */
export function chooseRecording<R extends RecordingFacts>(
  recordings: readonly R[],
  eventStart: string | Date,
  timeZone = 'UTC',
): R | null {
  const candidates = recordings.filter(usable);
  if (candidates.length <= 1) return candidates[0] ?? null;
  const eventDate = localDateKey(eventStart, timeZone);
  const sameDay = candidates.filter((r) => {
    const start = startOf(r);
    return start !== null && Number.isFinite(Date.parse(start)) && localDateKey(start, timeZone) === eventDate;
  });
  return sameDay.length === 1 ? sameDay[0]! : longest(sameDay.length > 1 ? sameDay : candidates);
}

/**
 * The recording state of an event: meetingId_unknown without a meeting id in its link,
 * has_recording with the chosen recording of its meeting, else recording_unavailable.
 */
export function eventRecording<R extends RecordingFacts>(
  event: { meeting_url: string | null | undefined; start_date_time: string },
  recordings: readonly R[],
  timeZone = 'UTC',
): EventRecording<R> {
  const meetingId = meetingIdFromUrl(event.meeting_url);
  if (meetingId === null) return { state: 'meetingId_unknown', recordingDetails: [] };
  const chosen = chooseRecording(
    recordings.filter((r) => r.meeting_id === meetingId),
    event.start_date_time,
    timeZone,
  );
  return chosen
    ? { state: 'has_recording', recordingDetails: [chosen] }
    : { state: 'recording_unavailable', recordingDetails: [] };
}
