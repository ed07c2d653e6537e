import { pagePath } from '@cedar/shared/contract';

/** Fewest and most characters a search of all recordings takes (as the API does). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** The text as the API searches it (trimmed, runs of spaces made one), or null when too short. */
export function searchText(typed: string): string | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  return text.length >= SEARCH_MIN_LENGTH ? text.slice(0, SEARCH_MAX_LENGTH) : null;
}

/** One piece of a line: said text, marked when it is the searched text. */
export interface LinePart {
  text: string;
  match: boolean;
}

/** Characters of context kept around the first match of a long line. */
const CONTEXT = 60;

/**
 * A transcript line cut to the context of its first match ("…" where cut), split into pieces
 * with every case-insensitive occurrence of the searched text marked.
 */
export function highlightLine(line: string, query: string): LinePart[] {
  const needle = query.toLowerCase();
  let text = line;
  const first = text.toLowerCase().indexOf(needle);
  if (first >= 0 && text.length > 2 * CONTEXT + needle.length) {
    const from = Math.max(0, first - CONTEXT);
    const to = Math.min(text.length, first + needle.length + CONTEXT);
    text = `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
  }
  const parts: LinePart[] = [];
  const lower = text.toLowerCase();
  let at = 0;
  while (needle && at < text.length) {
    const next = lower.indexOf(needle, at);
    if (next < 0) break;
    if (next > at) parts.push({ text: text.slice(at, next), match: false });
    parts.push({ text: text.slice(next, next + needle.length), match: true });
    at = next + needle.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** The video page at a match: its `timestamp` is read in whole seconds. */
export function matchHref(uuid: string, seconds: number): string {
  return pagePath('video', { videoUUId: uuid }, { query: { timestamp: Math.max(0, Math.floor(seconds)) } });
}
