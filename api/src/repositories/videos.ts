import type { Recording } from '@cedar/shared/contract';
import type { TranscriptFile } from '@cedar/shared/domain';
import type { Database } from '../db/client.ts';
import {
  findVisibleVideo,
  insertVideo,
  lastWatched,
  listVideos,
  type NewVideoRow,
  type OwnView,
  participantAccounts,
  saveWatchData,
  type VideoFilter,
  type VideoRow,
  viewHistory,
} from '../db/repositories/media.ts';
import type { UserRow } from '../db/repositories/records.ts';
import {
  indexTranscript,
  searchTranscripts,
  type TranscriptSearchFilter,
  type TranscriptSearchHit,
} from '../db/repositories/transcripts.ts';
import {
  type CurationTarget,
  curateVideo,
  curateVideos,
  findCalendarEvents,
  findLibraryVideo,
  findLibraryVideos,
  type LibraryRow,
  listLibrary,
  searchHosts,
  type VideoCuration,
  type VideoEventRow,
} from '../db/repositories/video-library.ts';
import { listRecordings } from '../db/repositories/videos.ts';
import type { WatchSegment } from '../db/schema/index.ts';

/**
 * Recorded sessions: videos on the cohorts' calendars, their searchable transcripts and each
 * user's watch data. "Visible" means on one of the given calendars, neither deleted nor archived.
 */
export interface VideosRepository {
  list(filter: VideoFilter): Promise<VideoRow[]>;
  findVisible(id: number, calendarIds: string[]): Promise<VideoRow | null>;
  /** Account rows of participants, by lower-case e-mail. */
  participantAccounts(emails: string[]): Promise<Map<string, UserRow>>;
  /** When the user last watched each video, and where they stopped. */
  lastWatched(email: string, videoIds: number[]): Promise<Map<number, OwnView>>;
  /** Adds watched segments (their union, cut at the video's end); the totals after. */
  saveWatchData(
    email: string,
    video: { id: number; duration_seconds: number | null },
    views: WatchSegment[],
    now: Date,
    position?: number,
  ): Promise<{ segments: number; watchedSeconds: number }>;
  /** The user's view history, last watched first. */
  viewHistory(email: string): Promise<{ video_id: number; created_date: Date }[]>;
  insert(row: NewVideoRow): Promise<VideoRow>;
  /** Recordings of the given meetings on the given calendars, oldest first. */
  recordings(meetingIds: string[], googleCalendarIds: string[]): Promise<Recording[]>;
  /** Makes a stored transcript's lines searchable; false when they already were. */
  indexTranscript(key: string, transcript: TranscriptFile): Promise<boolean>;
  searchTranscripts(filter: TranscriptSearchFilter): Promise<{ hits: TranscriptSearchHit[]; totalVideos: number }>;
  /** The console's library: videos of the calendars, archived included, with their views. */
  library(calendarIds: string[]): Promise<LibraryRow[]>;
  /** A video by uuid (not deleted) and the cohorts whose calendars hold it. */
  findForCuration(uuid: string): Promise<CurationTarget | null>;
  /** Videos by uuid (not deleted, unknown ones absent) and the cohorts holding each. */
  findManyForCuration(uuids: string[]): Promise<Map<string, CurationTarget>>;
  /** Writes several curations in one transaction, all or none. */
  curateMany(curations: { id: number; curation: VideoCuration }[]): Promise<VideoRow[]>;
  /** The calendar events of these ids, by id. */
  events(eventIds: string[]): Promise<Map<string, VideoEventRow>>;
  /** Writes a curation or an archive flag. */
  curate(id: number, curation: VideoCuration): Promise<VideoRow>;
  /** Up to 20 accounts whose first or last name starts with the text. */
  searchHosts(q: string): Promise<{ email: string; first_name: string; last_name: string }[]>;
}

/** The videos repository over a drizzle database (PGlite or PostgreSQL). */
export function createVideosRepository(db: Database): VideosRepository {
  return {
    list: (filter) => listVideos(db, filter),
    findVisible: (id, calendarIds) => findVisibleVideo(db, id, calendarIds),
    participantAccounts: (emails) => participantAccounts(db, emails),
    lastWatched: (email, videoIds) => lastWatched(db, email, videoIds),
    saveWatchData: (email, video, views, now, position) => saveWatchData(db, email, video, views, now, position),
    viewHistory: (email) => viewHistory(db, email),
    insert: (row) => insertVideo(db, row),
    recordings: (meetingIds, calendarIds) => listRecordings(db, meetingIds, calendarIds),
    indexTranscript: (key, transcript) => indexTranscript(db, key, transcript),
    searchTranscripts: (filter) => searchTranscripts(db, filter),
    library: (calendarIds) => listLibrary(db, calendarIds),
    findForCuration: (uuid) => findLibraryVideo(db, uuid),
    curate: (id, curation) => curateVideo(db, id, curation),
    findManyForCuration: (uuids) => findLibraryVideos(db, uuids),
    curateMany: (curations) => curateVideos(db, curations),
    events: (eventIds) => findCalendarEvents(db, eventIds),
    searchHosts: (q) => searchHosts(db, q),
  };
}
