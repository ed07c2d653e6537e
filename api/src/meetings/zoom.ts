import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ZoomSettings } from '../adapters/config.ts';
import { createZoomClient, ZoomApiError, type ZoomClient, type ZoomParticipant } from '../adapters/zoom/client.ts';
import type { ChangeVersions } from '../changes/versions.ts';
import type { Database } from '../db/client.ts';
import {
  cohortsOfMeeting,
  type MeetingPerson,
  type MeetingRoom,
  meetingParticipantJoined,
  meetingParticipantLeft,
  reconcileMeetingRoom,
  roomsWithMeetingParticipants,
} from '../db/repositories/meeting-participants.ts';
import { recordingStored } from '../db/repositories/meeting-webhooks.ts';
import { hostIdFor } from '../domain/study-rooms.ts';
import { ingestRecording, recordingEvent } from '../media/ingest.ts';
import { probeRecording } from '../media/recording-file.ts';
import type { CalendarsRepository } from '../repositories/calendars.ts';
import type { VideosRepository } from '../repositories/videos.ts';
import type { Storage } from '../storage/index.ts';
import { meetingIdOf, personOf, presentPeople, recordingFilesOf, type ZoomEvent } from './zoom-events.ts';

export interface ZoomMeetingsDeps {
  settings: ZoomSettings;
  db: Database;
  changes: ChangeVersions;
  videos: Pick<VideosRepository, 'insert' | 'indexTranscript'>;
  calendars: Pick<CalendarsRepository, 'meetingEvents'>;
  storage: Storage;
  now: () => Date;
  log: FastifyBaseLogger;
  client?: ZoomClient;
}

/** The Zoom meetings adapter: webhook events and Zoom's live participants feed the cohorts' study rooms (ADR 0036). */
export interface ZoomMeetings {
  readonly settings: ZoomSettings;
  readonly client: ZoomClient;
  /** A participant joined or left: their rooms updated; true when a room changed. */
  participantEvent(event: ZoomEvent): Promise<boolean>;
  /**
   * The meeting ended: everyone Zoom had in its rooms leaves at once, even when the
   * participant_left events of a meeting ended for all never come (true when a room changed).
   */
  meetingEnded(event: ZoomEvent): Promise<boolean>;
  /** A recording completed: downloaded and ingested after the answer (Zoom wants one within 3 s). */
  recordingCompleted(event: ZoomEvent): void;
  /** Every room Zoom reported someone in, checked against its live participants; the rooms changed. */
  syncRooms(): Promise<number>;
  /** One meeting's rooms checked against its live participants now; true when a room changed. */
  syncMeeting(meetingId: string): Promise<boolean>;
  /** Resolves when the work started after answers (recording ingests) is done. */
  idle(): Promise<void>;
}

/**
 * Whether a download URL is Zoom's: https on zoom.us or zoomgov.com (or a subdomain), or the
 * origin of the configured API (a local server in tests). The token goes only there.
 */
export function isZoomDownload(url: string, apiUrl: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(apiUrl).origin) return true;
  const host = parsed.hostname.toLowerCase();
  return (
    parsed.protocol === 'https:' &&
    ['zoom.us', 'zoomgov.com'].some((zoom) => host === zoom || host.endsWith(`.${zoom}`))
  );
}

export function createZoomMeetings(deps: ZoomMeetingsDeps): ZoomMeetings {
  const client = deps.client ?? createZoomClient(deps.settings, deps.now);
  const fromZoom = (url: string) => isZoomDownload(url, deps.settings.apiUrl);
  const background = new Set<Promise<void>>();

  const roomsOf = async (meetingId: string): Promise<MeetingRoom[]> =>
    (await cohortsOfMeeting(deps.db, meetingId)).map((c) => ({
      hostId: hostIdFor(c)!,
      cohortId: c.cohort_id,
      zoomUrl: c.zoom_url,
    }));

  // The study-session polls and the cohorts' connection answers see the change at once.
  const changed = () => deps.changes.bump(['all']);

  async function participantEvent(event: ZoomEvent): Promise<boolean> {
    const meetingId = meetingIdOf(event);
    const person = personOf(event.payload?.object?.participant);
    if (!meetingId || !person) return false;
    let any = false;
    for (const room of await roomsOf(meetingId)) {
      if (event.event === 'meeting.participant_joined') {
        await meetingParticipantJoined(deps.db, room, person, deps.now());
        any = true;
      } else if (await meetingParticipantLeft(deps.db, room, person, deps.now())) any = true;
    }
    if (any) changed();
    return any;
  }

  /** The meeting's rooms set to exactly these people (an empty list ends their sessions). */
  async function reconcile(meetingId: string, people: MeetingPerson[]): Promise<boolean> {
    let any = false;
    for (const room of await roomsOf(meetingId)) {
      if (await reconcileMeetingRoom(deps.db, room, people, deps.now())) any = true;
    }
    if (any) changed();
    return any;
  }

  async function meetingEnded(event: ZoomEvent): Promise<boolean> {
    const meetingId = meetingIdOf(event);
    return meetingId ? reconcile(meetingId, []) : false;
  }

  async function syncMeeting(meetingId: string): Promise<boolean> {
    let listed: ZoomParticipant[];
    try {
      listed = await client.liveParticipants(meetingId);
    } catch (error) {
      // Zoom answers 404 for a meeting that is not running: nobody is in it.
      if (!(error instanceof ZoomApiError && error.status === 404)) throw error;
      listed = [];
    }
    return reconcile(meetingId, presentPeople(listed));
  }

  async function syncRooms(): Promise<number> {
    const meetings = new Set<string>();
    for (const room of await roomsWithMeetingParticipants(deps.db)) {
      const id = /\/([0-9]{6,20})(?:\?|$)/.exec(room.zoom_url ?? '')?.[1];
      if (id) meetings.add(id);
    }
    let count = 0;
    for (const id of meetings) {
      try {
        if (await syncMeeting(id)) count += 1;
      } catch (error) {
        deps.log.warn({ err: error, meetingId: id }, 'Zoom live participants could not be read');
      }
    }
    return count;
  }

  async function ingest(event: ZoomEvent): Promise<void> {
    const meetingId = meetingIdOf(event);
    const { video, transcript, chat } = recordingFilesOf(event);
    const token = event.download_token ?? '';
    if (!meetingId || !video) return;
    const files = [video, transcript, chat].filter((f) => f !== null);
    const foreign = files.find((f) => !fromZoom(f.download_url!));
    if (foreign) {
      deps.log.warn({ meetingId, url: foreign.download_url }, 'Zoom recording file not on a Zoom host: not fetched');
      return;
    }
    const object = event.payload?.object ?? {};
    const startText = video.recording_start ?? object.start_time;
    const start = startText && !Number.isNaN(Date.parse(startText)) ? new Date(startText) : deps.now();
    if (await recordingStored(deps.db, meetingId, start)) return;
    const now = deps.now();
    const chosen = recordingEvent(await deps.calendars.meetingEvents(meetingId), start, now);
    if (!chosen) {
      deps.log.warn({ meetingId, start }, 'Zoom recording of no calendar event: not stored');
      return;
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'cedar-zoom-'));
    try {
      const file = path.join(dir, 'recording.download');
      await client.downloadTo(video.download_url!, token, file);
      const probe = await probeRecording(file);
      const text = async (f: typeof transcript) => (f ? client.downloadText(f.download_url!, token) : null);
      const stored = await ingestRecording(deps.videos, deps.storage, {
        video: { file, probe },
        moveVideo: true,
        transcriptVtt: await text(transcript),
        chat: await text(chat),
        meetingId,
        title: object.topic?.slice(0, 200) ?? null,
        createdBy: object.host_email?.toLowerCase() ?? null,
        event: chosen.event,
        start,
      });
      changed();
      deps.log.info({ meetingId, uuid: stored.video.uuid }, 'Zoom recording stored');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    settings: deps.settings,
    client,
    participantEvent,
    meetingEnded,
    recordingCompleted(event) {
      const task = ingest(event)
        .catch((error: unknown) => deps.log.error({ err: error }, 'Zoom recording could not be stored'))
        .finally(() => background.delete(task));
      background.add(task);
    },
    syncRooms,
    syncMeeting,
    async idle() {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}
