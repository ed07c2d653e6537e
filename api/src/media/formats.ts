/** A transcript row (learner-dashboard §3/§5): times as hh:mm:ss.mmm. */
export interface TranscriptRow {
  start: string;
  end: string;
  text: string;
}
/** A transcript: rows keyed "0", "1", ... in time order. */
export type Transcript = Record<string, TranscriptRow>;
/** A chat row (§3): time hh:mm:ss, sender name, text. */
export interface ChatRow {
  time: string;
  name: string;
  text: string;
}

const STAMP = /^\d{2}:\d{2}:\d{2}\.\d{3}$/;

/** True when every row's start and end match hh:mm:ss.mmm (§5); otherwise the transcript is unavailable. */
export function isValidTranscript(value: unknown): value is Transcript {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (row) =>
      row && typeof row === 'object' && STAMP.test(row.start) && STAMP.test(row.end) && typeof row.text === 'string',
  );
}

/** Seconds of an hh:mm:ss(.mmm) stamp; a bad format yields 0 (§5). */
export function stampSeconds(stamp: string): number {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(stamp.trim());
  if (!match) return 0;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** hh:mm:ss of whole seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/** hh:mm:ss.mmm of a VTT stamp (mm:ss.mmm or hh:mm:ss.mmm, comma or dot). */
function vttStamp(stamp: string): string | null {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})$/.exec(stamp.trim());
  if (!match) return null;
  return `${(match[1] ?? '0').padStart(2, '0')}:${match[2]}:${match[3]}.${match[4]}`;
}

/**
 * A Zoom-style WebVTT transcript as transcript JSON. Cue identifiers, settings and NOTE blocks
 * are dropped; a "Speaker: text" line keeps the speaker in the text, as Zoom writes it.
 */
export function vttToTranscript(vtt: string): Transcript {
  const blocks = vtt
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const rows: TranscriptRow[] = [];
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

const decode = (value: unknown) => (typeof value === 'string' ? Buffer.from(value, 'base64').toString('utf8') : '');

/**
 * Chat rows of a chat file (§3): tab-separated lines (time, name, text; Zoom writes the name
 * as "From Name to Everyone:" or "Name:"), or, as a fallback, JSON lines after a header line
 * with time_from_recording_start (seconds or a stamp), s_name and content base64-encoded.
 */
export function parseChat(file: string): ChatRow[] {
  const lines = file
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => l.trim() !== '');
  if (lines.some((line) => line.includes('\t'))) {
    return lines.flatMap((line) => {
      const [time, name, ...text] = line.split('\t');
      if (!time || name === undefined || !/^\d+:\d{2}:\d{2}/.test(time)) return [];
      const sender = name
        .replace(/^From\s+/, '')
        .replace(/\s+to\s+.*$/, '')
        .replace(/:\s*$/, '')
        .trim();
      return [{ time: time.trim(), name: sender, text: text.join('\t').trim() }];
    });
  }
  return lines.slice(1).flatMap((line) => {
    try {
      const row = JSON.parse(line) as Record<string, unknown>;
      const at = row.time_from_recording_start;
      const time = typeof at === 'number' ? clock(at) : typeof at === 'string' ? at : null;
      return time ? [{ time, name: decode(row.s_name), text: decode(row.content) }] : [];
    } catch {
      return [];
    }
  });
}

/** The fallback chat format of a list of rows (header line, base64 name and text). */
export function chatToJsonLines(rows: ChatRow[]): string {
  const body = rows.map((row) =>
    JSON.stringify({
      time_from_recording_start: stampSeconds(row.time),
      s_name: Buffer.from(row.name).toString('base64'),
      content: Buffer.from(row.text).toString('base64'),
    }),
  );
  return [JSON.stringify({ format: 'cedar-chat', version: 1 }), ...body, ''].join('\n');
}

/** Chat rows as tab-separated lines. */
export function chatToTsv(rows: ChatRow[]): string {
  return rows.map((row) => `${row.time}\t${row.name}\t${row.text.replace(/[\t\n]/g, ' ')}\n`).join('');
}

/** The transcript as plain text, one "hh:mm:ss text" line per row (the text track download). */
export function transcriptToText(transcript: Transcript): string {
  return Object.values(transcript)
    .map((row) => `${row.start.slice(0, 8)} ${row.text}\n`)
    .join('');
}

/**
 * The distinct watched segments after adding new views: a segment counts once however often it
 * is resent. Segments are whole seconds [start, stop); `watchedSeconds` is their union's length.
 */
export function mergeSegments(
  known: { start: number; stop: number }[],
  views: { start: number; stop: number }[],
): { segments: { start: number; stop: number }[]; watchedSeconds: number } {
  const seen = new Set(known.map((s) => `${s.start}-${s.stop}`));
  const segments = [...known];
  for (const view of views) {
    const start = Math.floor(Math.min(view.start, view.stop));
    const stop = Math.ceil(Math.max(view.start, view.stop));
    const key = `${start}-${stop}`;
    if (stop > start && !seen.has(key)) {
      seen.add(key);
      segments.push({ start, stop });
    }
  }
  const sorted = [...segments].sort((a, b) => a.start - b.start);
  let watchedSeconds = 0;
  let reach = -1;
  for (const { start, stop } of sorted) {
    if (stop <= reach) continue;
    watchedSeconds += stop - Math.max(start, reach);
    reach = stop;
  }
  return { segments, watchedSeconds };
}
