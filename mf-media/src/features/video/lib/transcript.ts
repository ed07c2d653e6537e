/** A transcript row (§3), with its times in seconds. */
export interface TranscriptRow {
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = /^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** True when a string is hh:mm:ss.mmm (§5). */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && TIMESTAMP.test(value);
}

/** Seconds of an hh:mm:ss.mmm string; a bad format yields 0 (§5). */
export function parseTimestamp(value: unknown): number {
  const match = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  if (!match) return 0;
  const [, h, m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** hh:mm:ss of seconds (§9 time display). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
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

/** Index of the row playing at `time` (the last row started at or before it), -1 before the first. */
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

/** Indices of rows whose text contains the query (case-insensitive); none for an empty query. */
export function searchRows(rows: readonly TranscriptRow[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const found: number[] = [];
  for (let i = 0; i < rows.length; i += 1) if (rows[i]!.text.toLowerCase().includes(needle)) found.push(i);
  return found;
}

/** A WebVTT text track of the rows: the captions follow the transcript (§4). */
export function toWebVtt(rows: readonly TranscriptRow[]): string {
  const stamp = (s: number) => `${formatClock(s)}.${String(Math.round((s % 1) * 1000)).padStart(3, '0')}`;
  const cues = rows.map((r, i) => `${i + 1}\n${stamp(r.start)} --> ${stamp(Math.max(r.end, r.start))}\n${r.text}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
