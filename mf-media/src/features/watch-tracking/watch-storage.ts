import { apiFetch } from '@cedar/shared/api';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import type { ViewSegment } from './accumulator';

/** The watch-data record (§3) POST /uservideoview takes. */
export interface WatchRecord {
  user_email: string;
  video_id: number;
  watch_details: { views: ViewSegment[] };
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

function writeStoredRecords(records: WatchRecord[], storage: Storage): void {
  const kept = records.filter((r) => r.watch_details.views.length > 0);
  if (kept.length === 0) storage.removeItem(STORAGE_KEYS.videoWatchData);
  else storage.setItem(STORAGE_KEYS.videoWatchData, JSON.stringify(kept));
}

const sameSegment = (a: ViewSegment, b: ViewSegment) => a.start === b.start && a.stop === b.stop;

/** Adds segments to the stored record of the video (kept until the server acknowledges them). */
export function saveViews(
  userEmail: string,
  videoId: number,
  views: ViewSegment[],
  storage: Storage = localStorage,
): void {
  if (views.length === 0) return;
  const records = readStoredRecords(storage);
  const existing = records.find((r) => r.video_id === videoId && r.user_email === userEmail);
  if (existing)
    existing.watch_details.views.push(
      ...views.filter((v) => !existing.watch_details.views.some((e) => sameSegment(e, v))),
    );
  else records.push({ user_email: userEmail, video_id: videoId, watch_details: { views } });
  writeStoredRecords(records, storage);
}

/** Drops acknowledged segments; segments saved meanwhile stay. */
export function forgetSent(sent: WatchRecord, storage: Storage = localStorage): void {
  const records = readStoredRecords(storage).map((r) =>
    r.video_id === sent.video_id && r.user_email === sent.user_email
      ? {
          ...r,
          watch_details: {
            views: r.watch_details.views.filter((v) => !sent.watch_details.views.some((s) => sameSegment(s, v))),
          },
        }
      : r,
  );
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
