import type { WatchView } from '../contract/media.ts';
import { STORAGE_KEYS } from '../domain/constants.ts';
import { apiFetch } from './client.ts';

/**
 * The outbox of watch data (learner-dashboard §4 watch tracking): the video page saves what was
 * watched here, and any page sends it, so a record left by a closed tab reaches the server from
 * whichever page the learner opens next.
 */

/** One watched stretch, in seconds of the recording. */
type ViewSegment = WatchView;

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
export function readWatchRecords(storage: Storage = localStorage): WatchRecord[] {
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

function writeWatchRecords(records: WatchRecord[], storage: Storage): void {
  const kept = records.filter(hasNews);
  if (kept.length === 0) storage.removeItem(STORAGE_KEYS.videoWatchData);
  else storage.setItem(STORAGE_KEYS.videoWatchData, JSON.stringify(kept));
}

const sameSegment = (a: ViewSegment, b: ViewSegment) => a.start === b.start && a.stop === b.stop;

/**
 * Adds segments and the current playhead to the stored record of the video (kept until the server
 * acknowledges them). A position alone is saved too: a seek before leaving moves the resume point.
 */
export function saveWatchViews(
  userEmail: string,
  videoId: number,
  views: ViewSegment[],
  position?: number,
  storage: Storage = localStorage,
): void {
  if (views.length === 0 && position === undefined) return;
  const records = readWatchRecords(storage);
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
  writeWatchRecords(records, storage);
}

/** The playhead of the video's stored record, undefined when none waits for the server. */
export function storedWatchPosition(
  userEmail: string,
  videoId: number,
  storage: Storage = localStorage,
): number | undefined {
  const record = readWatchRecords(storage).find((r) => r.video_id === videoId && r.user_email === userEmail);
  const position = record?.watch_details.position;
  return typeof position === 'number' && Number.isFinite(position) && position >= 0 ? position : undefined;
}

/** Drops acknowledged segments and position; what was saved meanwhile stays. */
export function forgetSentWatchData(sent: WatchRecord, storage: Storage = localStorage): void {
  const records = readWatchRecords(storage).map((r): WatchRecord => {
    if (r.video_id !== sent.video_id || r.user_email !== sent.user_email) return r;
    const views = r.watch_details.views.filter((v) => !sent.watch_details.views.some((s) => sameSegment(s, v)));
    const { position } = r.watch_details;
    return {
      ...r,
      watch_details:
        position === undefined || position === sent.watch_details.position ? { views } : { views, position },
    };
  });
  writeWatchRecords(records, storage);
}

/** Records on their way to the server, so a flush meanwhile sends only what they do not hold. */
const inFlight = new Set<WatchRecord>();

const sameRecord = (a: WatchRecord, b: WatchRecord) => a.video_id === b.video_id && a.user_email === b.user_email;

/** What of a stored record no request in flight carries yet. */
function notYetSent(record: WatchRecord): WatchRecord {
  const flying = [...inFlight].filter((sent) => sameRecord(sent, record));
  const views = record.watch_details.views.filter(
    (v) => !flying.some((sent) => sent.watch_details.views.some((s) => sameSegment(s, v))),
  );
  const { position } = record.watch_details;
  const newPosition = position !== undefined && !flying.some((sent) => sent.watch_details.position === position);
  return { ...record, watch_details: newPosition ? { views, position } : { views } };
}

/**
 * Sends every stored record (POST /uservideoview with keepalive, so it survives the tab closing); each
 * leaves storage only once the server acknowledged it. A failure keeps it for the next trigger; the
 * server de-duplicates segments, so a resend never double counts. While an upload is on its way, a
 * flush sends at once what was saved since (the tab may be closing), not what is already travelling.
 */
export async function flushWatchData(storage: Storage = localStorage): Promise<void> {
  const records = readWatchRecords(storage).map(notYetSent).filter(hasNews);
  await Promise.all(
    records.map(async (record) => {
      inFlight.add(record);
      try {
        await apiFetch('/uservideoview', { method: 'POST', body: record, keepalive: true });
        forgetSentWatchData(record, storage);
      } catch (error) {
        console.warn('[media] watch data kept for the next try', error);
      } finally {
        inFlight.delete(record);
      }
    }),
  );
}
