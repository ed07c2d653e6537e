import { apiFetch } from '@cedar/shared/api';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import type { ViewSegment } from './accumulator';

/**
 * The watch-data record (§3) POST /uservideoview takes. `position` is the playhead (seconds) when the
 * record was last updated: the server keeps it as the learner's resume point.
 */
export interface WatchRecord {
  user_email: string;
  video_id: number;
  watch_details: { views: ViewSegment[]; position?: number };
}

/**
 * The records waiting for the server, one per video and user. Stored as a list so a record of one
 * video is never overwritten by another's before the server has it.
 */
export function readStoredRecords(storage: Storage = localStorage): WatchRecord[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.videoWatchData) ?? 'null');
    if (Array.isArray(value)) return value as WatchRecord[];
    // A single record (the spec's shape) is read as a list of one.
    return value && typeof value === 'object' ? [value as WatchRecord] : [];
  } catch {
    return [];
  }
}

// A record is worth keeping while it holds segments or a position the server has not had yet.
const hasNews = (r: WatchRecord) => r.watch_details.views.length > 0 || r.watch_details.position !== undefined;

function writeStoredRecords(records: WatchRecord[], storage: Storage): void {
  const kept = records.filter(hasNews);
  if (kept.length === 0) storage.removeItem(STORAGE_KEYS.videoWatchData);
  else storage.setItem(STORAGE_KEYS.videoWatchData, JSON.stringify(kept));
}

const sameSegment = (a: ViewSegment, b: ViewSegment) => a.start === b.start && a.stop === b.stop;

/**
 * Adds segments and the current playhead to the stored record of the video (kept until the server
 * acknowledges them). A position alone is saved too: a seek before leaving moves the resume point.
 */
export function saveViews(
  userEmail: string,
  videoId: number,
  views: ViewSegment[],
  position?: number,
  storage: Storage = localStorage,
): void {
  if (views.length === 0 && position === undefined) return;
  const records = readStoredRecords(storage);
  const existing = records.find((r) => r.video_id === videoId && r.user_email === userEmail);
  if (existing) {
    existing.watch_details.views.push(
      ...views.filter((v) => !existing.watch_details.views.some((e) => sameSegment(e, v))),
    );
    if (position !== undefined) existing.watch_details.position = position;
  } else
    records.push({
      user_email: userEmail,
      video_id: videoId,
      watch_details: position === undefined ? { views } : { views, position },
    });
  writeStoredRecords(records, storage);
}

/** The playhead of the video's stored record, undefined when none waits for the server. */
export function storedPosition(
  userEmail: string,
  videoId: number,
  storage: Storage = localStorage,
): number | undefined {
  const record = readStoredRecords(storage).find((r) => r.video_id === videoId && r.user_email === userEmail);
  const position = record?.watch_details.position;
  return typeof position === 'number' && Number.isFinite(position) && position >= 0 ? position : undefined;
}

/** Drops acknowledged segments and position; what was saved meanwhile stays. */
export function forgetSent(sent: WatchRecord, storage: Storage = localStorage): void {
  const records = readStoredRecords(storage).map((r): WatchRecord => {
    if (r.video_id !== sent.video_id || r.user_email !== sent.user_email) return r;
    const views = r.watch_details.views.filter((v) => !sent.watch_details.views.some((s) => sameSegment(s, v)));
    const { position } = r.watch_details;
    return {
      ...r,
      watch_details:
        position === undefined || position === sent.watch_details.position ? { views } : { views, position },
    };
  });
  writeStoredRecords(records, storage);
}

let inFlight: Promise<void> | null = null;

/**
 * Sends every stored record (POST /uservideoview with keepalive, so it survives the tab closing); each
 * leaves storage only once the server acknowledged it. A failure keeps it for the next trigger; the
 * server de-duplicates segments, so a resend never double counts.
 */
export function flushStoredRecords(storage: Storage = localStorage): Promise<void> {
  if (inFlight) return inFlight;
  const records = readStoredRecords(storage);
  if (records.length === 0) return Promise.resolve();
  inFlight = Promise.all(
    records.map(async (record) => {
      try {
        await apiFetch('/uservideoview', { method: 'POST', body: record, keepalive: true });
        forgetSent(record, storage);
      } catch (error) {
        console.warn('[media] watch data kept for the next try', error);
      }
    }),
  ).then(() => {
    inFlight = null;
  });
  return inFlight;
}
