import { formatClock, stampSeconds } from './media-transcript.ts';

/** A chat row (learner-dashboard §3): time in seconds from the recording start, sender name and text. */
export interface ChatRow {
  time: number;
  name: string;
  text: string;
}

/** Seconds of a chat time: plain seconds, h:mm:ss or hh:mm:ss.mmm; null when it is none of them. */
function chatSeconds(value: string): number | null {
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return /^\d+:[0-5]\d:[0-5]\d(\.\d+)?$/.test(trimmed) ? stampSeconds(trimmed) : null;
}

/** Zoom writes the sender as "From Name to Everyone:" (or "From Name:"); other files as "Name:" or "Name". */
function senderName(value: string): string {
  const name = value.trim().replace(/:\s*$/, '').trim();
  const zoom = /^From\s+(.+?)(?:\s+to\s+.+)?$/.exec(name);
  return (zoom ? zoom[1]! : name).trim();
}

function decodeBase64(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

function encodeBase64(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function parseTabSeparated(lines: readonly string[]): ChatRow[] {
  return lines.flatMap((line) => {
    const [time, name, ...text] = line.split('\t');
    const seconds = chatSeconds(time ?? '');
    if (seconds === null || name === undefined || text.length === 0) return [];
    return [{ time: seconds, name: senderName(name), text: text.join('\t').trim() }];
  });
}

function parseJsonLines(lines: readonly string[]): ChatRow[] {
  // The first line is a header; each following line is one message.
  return lines.slice(1).flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const at = entry.time_from_recording_start;
      const seconds = typeof at === 'number' ? at : typeof at === 'string' ? chatSeconds(at) : null;
      return seconds === null
        ? []
        : [{ time: seconds, name: decodeBase64(entry.s_name), text: decodeBase64(entry.content) }];
    } catch {
      return [];
    }
  });
}

/**
 * Rows of a chat file (§3): tab-separated lines (time, name, text), or, as a fallback, JSON lines
 * after a header line with time_from_recording_start (seconds or a stamp), s_name and content
 * base64-encoded. Lines that fit neither are left out; no rows means the chat is unavailable.
 */
export function parseChat(file: string): ChatRow[] {
  const lines = file
    .replace(/^\uFEFF/, '')
    .split(/\r?\n|\r/)
    .filter((line) => line.trim() !== '');
  return lines.some((line) => line.includes('\t')) ? parseTabSeparated(lines) : parseJsonLines(lines);
}

/** The row's time as hh:mm:ss. */
export const chatClock = (row: ChatRow): string => formatClock(row.time);

/** Chat rows as tab-separated lines (the stored chat file). */
export function chatToTsv(rows: readonly ChatRow[]): string {
  return rows.map((row) => `${chatClock(row)}\t${row.name}\t${row.text.replace(/[\t\n]/g, ' ')}\n`).join('');
}

/** The fallback chat format of a list of rows (header line, base64 name and text). */
export function chatToJsonLines(rows: readonly ChatRow[]): string {
  const body = rows.map((row) =>
    JSON.stringify({
      time_from_recording_start: row.time,
      s_name: encodeBase64(row.name),
      content: encodeBase64(row.text),
    }),
  );
  return [JSON.stringify({ format: 'cedar-chat', version: 1 }), ...body, ''].join('\n');
}
