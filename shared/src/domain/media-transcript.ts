/** A transcript row as the Video page plays it (learner-dashboard §3), with its times in seconds. */
export interface TranscriptRow {
  start: number;
  end: number;
  text: string;
}

/** A row of a transcript file (§3, §5): times as hh:mm:ss.mmm. */
export interface TranscriptFileRow {
  start: string;
  end: string;
  text: string;
}

/** A transcript file: rows keyed "0", "1", ... in time order. */
export type TranscriptFile = Record<string, TranscriptFileRow>;

const TIMESTAMP = /^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** True when a value is an hh:mm:ss.mmm string (§5). */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && TIMESTAMP.test(value);
}

/**
 * Seconds of an h:mm:ss stamp with an optional fraction (chat times, VTT-derived ends); a bad
 * format yields 0 (§5).
 */
export function stampSeconds(stamp: string): number {
  const match = /^(\d+):([0-5]\d):([0-5]\d(?:\.\d+)?)$/.exec(stamp.trim());
  if (!match) return 0;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Seconds of a strict hh:mm:ss.mmm string; anything else yields 0 (§5). */
export function parseTimestamp(value: unknown): number {
  return isTimestamp(value) ? stampSeconds(value) : 0;
}

/** hh:mm:ss of seconds, fractions dropped (§9 time display). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** A moment of a recording as players show it: m:ss, or h:mm:ss from an hour on ('12:34', '1:02:03'). */
export function shortClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(total % 60)}` : `${minutes}:${pad(total % 60)}`;
}

/** hh:mm:ss.mmm of seconds. */
export function formatTimestamp(seconds: number): string {
  const millis = Math.round(Math.max(0, seconds) * 1000);
  return `${formatClock(Math.floor(millis / 1000))}.${String(millis % 1000).padStart(3, '0')}`;
}

/** True when every row's start and end are hh:mm:ss.mmm and its text a string (§5); else the file is unavailable. */
export function isValidTranscript(value: unknown): value is TranscriptFile {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((row: unknown) => {
    if (!row || typeof row !== 'object') return false;
    const { start, end, text } = row as Record<string, unknown>;
    return isTimestamp(start) && isTimestamp(end) && typeof text === 'string';
  });
}

/**
 * Rows of a transcript JSON (a map or a list of {start, end, text}), in time order; null (unavailable)
 * when it is not one or any start time is not hh:mm:ss.mmm (§5).
 */
export function parseTranscript(json: unknown): TranscriptRow[] | null {
  if (!json || typeof json !== 'object') return null;
  const entries = Array.isArray(json) ? json : Object.values(json as Record<string, unknown>);
  const rows: TranscriptRow[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') return null;
    const { start, end, text } = entry as Record<string, unknown>;
    if (!isTimestamp(start)) return null;
    rows.push({ start: parseTimestamp(start), end: parseTimestamp(end), text: typeof text === 'string' ? text : '' });
  }
  if (rows.length === 0) return null;
  return rows.sort((a, b) => a.start - b.start);
}

/** Index of the row playing at `time` (the last row started at or before it), -1 before the first: O(log n). */
export function currentRowIndex(rows: readonly { start: number }[], time: number): number {
  let low = 0;
  let high = rows.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (rows[mid]!.start <= time) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** hh:mm:ss.mmm of a VTT stamp (mm:ss.mmm or hh:mm:ss.mmm, comma or dot). */
function vttStamp(stamp: string): string | null {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})$/.exec(stamp.trim());
  if (!match) return null;
  return `${(match[1] ?? '0').padStart(2, '0')}:${match[2]}:${match[3]}.${match[4]}`;
}

/**
 * A Zoom-style WebVTT transcript as a transcript file. Cue identifiers, settings and NOTE blocks
 * are dropped; a "Speaker: text" line keeps the speaker in the text, as Zoom writes it.
 */
export function vttToTranscript(vtt: string): TranscriptFile {
  const blocks = vtt
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const rows: TranscriptFileRow[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const cue = lines.findIndex((line) => line.includes('-->'));
    if (cue < 0 || lines[0]!.startsWith('NOTE')) continue;
    const [from, rest] = lines[cue]!.split('-->') as [string, string];
    const start = vttStamp(from);
    const end = vttStamp(rest.trim().split(/\s+/)[0] ?? '');
    const text = lines
      .slice(cue + 1)
      .join(' ')
      .trim();
    if (start && end && text) rows.push({ start, end, text });
  }
  return Object.fromEntries(rows.map((row, index) => [String(index), row]));
}

/** The smallest step of a WebVTT time (its stamps are to the millisecond). */
const CUE_TICK = 0.001;

/**
 * When the caption of row `index` ends: at its own end, but never after the next row begins, so
 * one caption shows at a time and it follows the highlighted transcript row (§4); a row's own
 * end often runs past the next start, and players then stack both cues. It ends one tick before
 * the next start: Chromium counts a cue's end time as still showing, so a seek to the next row's
 * start (a click on it, a search step) would show both. A silence shows no caption; no cue ends
 * before it starts.
 */
function captionEnd(rows: readonly TranscriptRow[], index: number): number {
  const row = rows[index]!;
  const next = rows[index + 1];
  const end = next ? Math.min(row.end, next.start - CUE_TICK) : row.end;
  return Math.max(row.start, end);
}

/** A WebVTT text track of the rows (in time order), one cue at a time: the captions follow the transcript (§4). */
export function toWebVtt(rows: readonly TranscriptRow[]): string {
  const cues = rows.map(
    (r, i) => `${i + 1}\n${formatTimestamp(r.start)} --> ${formatTimestamp(captionEnd(rows, i))}\n${r.text}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Rows whose text contains a query, by row index; the Video page asks it once per keystroke. */
export type TranscriptSearch = (query: string) => readonly number[];

const NO_MATCHES: readonly number[] = Object.freeze([]);

/**
 * A case-insensitive search over the rows, prepared once per transcript: every text is lower-cased
 * here, not per keystroke. While the query only grows (typing on), a row can only match if it
 * matched the shorter query, so the search narrows the previous matches instead of scanning all rows.
 * An empty (or blank) query matches nothing.
 */
export function createTranscriptSearch(rows: readonly TranscriptRow[]): TranscriptSearch {
  const texts = rows.map((row) => row.text.toLowerCase());
  let last: { needle: string; matches: readonly number[] } | null = null;
  return (query) => {
    const needle = query.trim().toLowerCase();
    if (!needle) return NO_MATCHES;
    if (last?.needle === needle) return last.matches;
    const found: number[] = [];
    if (last && needle.includes(last.needle)) {
      for (const i of last.matches) if (texts[i]!.includes(needle)) found.push(i);
    } else {
      for (let i = 0; i < texts.length; i += 1) if (texts[i]!.includes(needle)) found.push(i);
    }
    last = { needle, matches: found };
    return found;
  };
}

/** Indices of rows whose text contains the query (case-insensitive), for a single question. */
export function searchRows(rows: readonly TranscriptRow[], query: string): readonly number[] {
  return createTranscriptSearch(rows)(query);
}
