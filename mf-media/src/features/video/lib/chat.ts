import { formatClock, parseTimestamp } from './transcript';

/** A chat row (§3): time in seconds from the recording start, author name and text. */
export interface ChatRow {
  time: number;
  name: string;
  text: string;
}

function clockSeconds(value: string): number {
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const parts = trimmed.split(':').map(Number);
  if (parts.length === 3 && parts.every((n) => Number.isFinite(n)))
    return parts[0]! * 3600 + parts[1]! * 60 + parts[2]!;
  return parseTimestamp(trimmed);
}

function decodeBase64(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}

function parseTabSeparated(lines: string[]): ChatRow[] | null {
  const rows: ChatRow[] = [];
  for (const line of lines) {
    const [time, name, ...rest] = line.split('\t');
    if (time === undefined || name === undefined || rest.length === 0) return null;
    rows.push({ time: clockSeconds(time), name: name.trim().replace(/:$/, ''), text: rest.join('\t').trim() });
  }
  return rows;
}

function parseJsonLines(lines: string[]): ChatRow[] | null {
  const rows: ChatRow[] = [];
  // The first line is a header; each following line is one message.
  for (const line of lines.slice(1)) {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      rows.push({
        time: clockSeconds(String(entry.time_from_recording_start ?? '0')),
        name: decodeBase64(entry.s_name),
        text: decodeBase64(entry.content),
      });
    } catch {
      return null;
    }
  }
  return rows;
}

/** Rows of a chat file: tab-separated lines, else JSON lines with base64 fields; null when neither. */
export function parseChat(text: string): ChatRow[] | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return null;
  const rows = parseTabSeparated(lines) ?? parseJsonLines(lines);
  return rows && rows.length > 0 ? rows : null;
}

/** The row's time as hh:mm:ss. */
export const chatClock = (row: ChatRow) => formatClock(row.time);
