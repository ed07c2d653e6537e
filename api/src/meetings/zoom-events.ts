import type { ZoomParticipant } from '../adapters/zoom/client.ts';
import type { MeetingPerson } from '../db/repositories/meeting-participants.ts';

// The shapes of the Zoom webhook events the meetings adapter takes, read defensively: Zoom
// adds fields over time, and an event that lacks what is needed is acknowledged and ignored.

export interface ZoomRecordingFile {
  id?: string;
  file_type?: string;
  file_extension?: string;
  recording_type?: string;
  recording_start?: string;
  status?: string;
  download_url?: string;
}

export interface ZoomEvent {
  event: string;
  event_ts?: number;
  download_token?: string;
  payload?: {
    account_id?: string;
    plainToken?: string;
    object?: {
      id?: string | number;
      uuid?: string;
      topic?: string;
      host_email?: string;
      start_time?: string;
      participant?: ZoomParticipant;
      recording_files?: ZoomRecordingFile[];
    };
  };
}

/** The meeting id of an event (Zoom sends it as a number or a string). */
export function meetingIdOf(event: ZoomEvent): string | null {
  const id = event.payload?.object?.id;
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  return /^[0-9]{6,20}$/.test(text) ? text : null;
}

/** A participant as the study session keeps them: stable key, e-mail, name. Null without any id. */
export function personOf(participant: ZoomParticipant | undefined): MeetingPerson | null {
  if (!participant) return null;
  const email = participant.email?.trim() || null;
  const key = participant.participant_uuid || participant.user_id || participant.id || (email ? `email:${email}` : '');
  if (!key) return null;
  return { key: String(key).slice(0, 200), email, name: participant.user_name ?? participant.name ?? null };
}

/** Those in a live meeting now: the listed rows without a leave time, once each. */
export function presentPeople(participants: ZoomParticipant[]): MeetingPerson[] {
  const people = new Map<string, MeetingPerson>();
  for (const row of participants) {
    if (row.leave_time) continue;
    const person = personOf(row);
    if (person) people.set(person.key, person);
  }
  return [...people.values()];
}

/** The recording's video of a recording.completed event (the shared screen with the speaker first) and its companions. */
export function recordingFilesOf(event: ZoomEvent) {
  const files = (event.payload?.object?.recording_files ?? []).filter(
    (f) => f.download_url && (f.status === undefined || f.status === 'completed'),
  );
  const videos = files.filter((f) => f.file_type === 'MP4');
  const video = videos.find((f) => f.recording_type === 'shared_screen_with_speaker_view') ?? videos[0] ?? null;
  return {
    video,
    transcript: files.find((f) => f.file_type === 'TRANSCRIPT') ?? null,
    chat: files.find((f) => f.file_type === 'CHAT') ?? null,
  };
}
