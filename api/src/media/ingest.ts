import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MeetingEventRow } from '../db/repositories/calendars.ts';
import type { VideoRow } from '../db/repositories/media.ts';
import type { VideosRepository } from '../repositories/videos.ts';
import type { Storage } from '../storage/index.ts';
import type { RecordingProbe } from './recording-file.ts';
import { chatToTsv, parseChat, stampSeconds, vttToTranscript } from '@cedar/shared/domain';

const run = promisify(execFile);

/** What an ingest takes: Zoom-style files (the video, a VTT transcript, a tab-separated chat). */
export interface IngestInput {
  /** The recording on disk, probed (probeRecording): its container and length come from its bytes. */
  video: { file: string; probe: RecordingProbe };
  /** Move the file into storage (an upload's temporary file) rather than copy it (a file given to the CLI). */
  moveVideo?: boolean;
  transcriptVtt?: string | null;
  chat?: string | null;
  meetingId: string;
  title?: string | null;
  description?: string | null;
  tags?: string[];
  createdBy?: string | null;
  /** The calendar event the recording belongs to (see recordingEvent): it is filed and dated by it. */
  event: MeetingEvent;
  /** When the recording started, if known (knownRecordingStart): kept as the source's start time, else the event's start. */
  start?: Date | null;
}

/** A calendar event of a meeting, with its cohort. */
export type MeetingEvent = MeetingEventRow;

export interface IngestResult {
  video: VideoRow;
  /** What happened to the thumbnail: its key, or why there is none. */
  thumbnail: string;
}

/**
 * How long before an event's start its recording may begin and still belong to it: the host
 * opens the meeting when it becomes joinable, 10 minutes early (§4 event states).
 */
export const EARLY_RECORDING_MS = 10 * 60_000;

/** The event a recording belongs to, with the cohorts that have its calendar. */
export interface RecordingEvent {
  event: MeetingEvent;
  cohortIds: number[];
}

/**
 * The one event of a meeting a recording belongs to: of the meeting's events (a meeting id
 * recurs, as weekly office hours do), the latest that had started when the recording started
 * (up to EARLY_RECORDING_MS early), never one still to come at `now`. Null when none has.
 */
export function recordingEvent(events: readonly MeetingEvent[], start: Date, now: Date): RecordingEvent | null {
  const latest = Math.min(start.getTime() + EARLY_RECORDING_MS, now.getTime());
  const started = events
    .filter((e) => e.start.getTime() <= latest)
    .sort(
      (a, b) =>
        b.start.getTime() - a.start.getTime() ||
        order(a.id, b.id) ||
        order(a.google_calendar_id, b.google_calendar_id) ||
        a.cohort_id - b.cohort_id,
    );
  const event = started[0];
  if (!event) return null;
  const same = started.filter((e) => e.id === event.id && e.google_calendar_id === event.google_calendar_id);
  return { event, cohortIds: [...new Set(same.map((e) => e.cohort_id))] };
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * When a recording started, if known: the time given, else the video file's own creation time.
 * Null when neither says; the ingest then takes the time it runs to choose the event, and
 * keeps the event's start as the recording's (the time of the ingest is not when it was made).
 */
export function knownRecordingStart(probe: RecordingProbe, given: Date | null | undefined): Date | null {
  return given ?? probe.createdAt;
}

/** Why no event could be chosen, said for people (the command and the endpoint). */
export function noEventMessage(meetingId: string, start: Date, anyEvent: boolean): string {
  return anyEvent
    ? `No event of meeting ${meetingId} had started by ${start.toISOString()} (the recording's start): ` +
        'give the start with --start / start_time, or add the event to its calendar first.'
    : `No calendar event has meeting id ${meetingId}.`;
}

/** A JPEG frame of the video at 1 s, or the reason there is none (ffmpeg absent or failing). */
export async function makeThumbnail(input: string): Promise<Uint8Array | string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cedar-ingest-'));
  try {
    const output = path.join(dir, 'thumb.jpg');
    try {
      await run('ffmpeg', ['-v', 'error', '-y', '-ss', '1', '-i', input, '-frames:v', '1', '-q:v', '5', output]);
    } catch (error) {
      const code = (error as { code?: string }).code;
      return code === 'ENOENT'
        ? 'No thumbnail: ffmpeg is not installed (apt-get install -y ffmpeg).'
        : `No thumbnail: ffmpeg failed (${(error as Error).message.split('\n')[0]}).`;
    }
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Stores a recording with its converted transcript (VTT -> transcript JSON) and chat
 * (tab-separated), makes the thumbnail and links the video to the one calendar event it
 * belongs to (recordingEvent), dated by that event: its start and end.
 * Participants are the chat's senders, once each. The transcript's lines become searchable;
 * the recording's length is read from the file (MP4), else taken from the transcript's end.
 */
export async function ingestRecording(
  videos: Pick<VideosRepository, 'insert' | 'indexTranscript'>,
  storage: Storage,
  input: IngestInput,
): Promise<IngestResult> {
  const { file, probe } = input.video;
  const transcript = input.transcriptVtt ? vttToTranscript(input.transcriptVtt) : null;
  const chat = input.chat ? parseChat(input.chat) : [];
  const rows = transcript ? Object.values(transcript) : [];
  const length = rows.length > 0 ? stampSeconds(rows[rows.length - 1]!.end) : 0;
  const { event } = input;
  const thumb = await makeThumbnail(file);
  const transcriptKey = transcript
    ? await storage.putBytes('transcripts', Buffer.from(JSON.stringify(transcript)), '.json')
    : null;
  if (transcriptKey) await videos.indexTranscript(transcriptKey, transcript!);
  const videoKey = await storage.putFile('recordings', file, probe.ext, { move: input.moveVideo ?? false });
  const video = await videos.insert({
    uuid: randomUUID(),
    meeting_id: input.meetingId,
    title: input.title ?? null,
    description: input.description ?? null,
    tags: input.tags?.length ? input.tags : null,
    google_calendar_ids: [event.google_calendar_id],
    google_event_ids: [event.id],
    recording_start: event.start,
    recording_end: event.end,
    source_details: { recording_details: { start_time: (input.start ?? event.start).toISOString() } },
    video_cdn_url: videoKey,
    transcripts_cdn_url: transcriptKey,
    chat_cdn_url: chat.length > 0 ? await storage.putBytes('chats', Buffer.from(chatToTsv(chat)), '.txt') : null,
    thumbnail_cdn_url: typeof thumb === 'string' ? null : await storage.putBytes('thumbnails', thumb, '.jpg'),
    duration_seconds: probe.duration ?? (length > 0 ? length : null),
    meeting_participants: [...new Set(chat.map((row) => row.name))].map((name) => ({ name })),
    created_by: input.createdBy ?? null,
  });
  return { video, thumbnail: typeof thumb === 'string' ? thumb : video.thumbnail_cdn_url! };
}
