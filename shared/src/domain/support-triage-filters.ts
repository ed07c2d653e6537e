/** The left pane's state (admin-console §2.4, §4), stored under `supportrequestfilters`. */
export interface SupportRequestFilters {
  sort: 'newest' | 'oldest' | 'waiting';
  open: boolean;
  closed: boolean;
  awaiting_review: boolean;
  reopened: boolean;
  /** Request type ids shown; empty means every type. */
  types: number[];
}

/** §4 defaults: open true, awaiting_review true, closed false, reopened false; newest first. */
export const DEFAULT_SUPPORT_FILTERS: SupportRequestFilters = {
  sort: 'newest',
  open: true,
  closed: false,
  awaiting_review: true,
  reopened: false,
  types: [],
};

/** The fields the filters and search read. */
export interface TriageRow {
  id: number;
  request_type_id: number;
  status: string;
  description: string;
  created_at: string;
  updated_at: string;
  first_response_at?: string | null;
  user_lm: { first_name: string; last_name: string; preferred_name: string | null };
}

/**
 * Does a request pass the status filters? Open means not closed; awaiting_review and reopened
 * narrow the open ones (§4: they count only under open). With neither urgency ticked, every
 * open request passes.
 */
export function passesStatus(row: Pick<TriageRow, 'status'>, f: SupportRequestFilters): boolean {
  if (row.status === 'closed') return f.closed;
  if (!f.open) return false;
  const urgency = [f.awaiting_review && 'awaiting_review', f.reopened && 'reopened'].filter(Boolean);
  return urgency.length === 0 || urgency.includes(row.status);
}

/**
 * Search terms of §5: a quoted part is one exact phrase, the rest splits on spaces. Terms are
 * lower-cased; empty ones are dropped.
 */
export function searchTerms(input: string): string[] {
  const terms: string[] = [];
  const rest = input.replace(/"([^"]*)"/g, (_, phrase: string) => {
    terms.push(phrase);
    return ' ';
  });
  terms.push(...rest.split(/\s+/));
  return terms.map((t) => t.trim().toLowerCase()).filter(Boolean);
}

function haystack(row: TriageRow): string {
  const { first_name, last_name, preferred_name } = row.user_lm;
  const text = row.description.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
  return [first_name, last_name, preferred_name ?? '', text, String(row.id)].join(' ').toLowerCase();
}

/** Does a request match every term (names, description text, id)? No terms match all. */
export function matchesSearch(row: TriageRow, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const text = haystack(row);
  return terms.every((term) => text.includes(term));
}

/** Hours a request has waited for its first answer (until now while unanswered). */
export function waitingHours(row: Pick<TriageRow, 'created_at' | 'first_response_at'>, now: Date): number {
  const end = row.first_response_at ? Date.parse(row.first_response_at) : now.getTime();
  return Math.max(0, (end - Date.parse(row.created_at)) / 3_600_000);
}

/** Is an unanswered open request past the first-response target (DECISIONS: 24 h by default)? */
export function isOverdue(row: TriageRow, now: Date, targetHours = 24): boolean {
  return row.status !== 'closed' && !row.first_response_at && waitingHours(row, now) >= targetHours;
}

/**
 * The list shown: status and type filters, then every search tag (each tag a search of its own),
 * sorted newest, oldest, or longest waiting first.
 */
export function filterSupportRequests<T extends TriageRow>(
  rows: readonly T[],
  f: SupportRequestFilters,
  tags: readonly string[],
  now: Date,
): T[] {
  const termSets = tags.map(searchTerms);
  const shown = rows.filter(
    (row) =>
      passesStatus(row, f) &&
      (f.types.length === 0 || f.types.includes(row.request_type_id)) &&
      termSets.every((terms) => matchesSearch(row, terms)),
  );
  const created = (row: T) => Date.parse(row.created_at);
  if (f.sort === 'oldest') return shown.sort((a, b) => created(a) - created(b) || a.id - b.id);
  if (f.sort === 'waiting') {
    return shown.sort(
      (a, b) => Number(isOverdue(b, now)) - Number(isOverdue(a, now)) || waitingHours(b, now) - waitingHours(a, now),
    );
  }
  return shown.sort((a, b) => created(b) - created(a) || b.id - a.id);
}

/** Counts per request type among the requests that pass the status filters (the Request Type filter). */
export function typeCounts(rows: readonly TriageRow[], f: SupportRequestFilters): Record<number, number> {
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const row of rows)
    if (passesStatus(row, f)) counts[row.request_type_id] = (counts[row.request_type_id] ?? 0) + 1;
  return counts;
}

/**
 * §9 average response time: the mean hours between created_at and updated_at of closed
 * requests: N/A if none, '1 Hour' if 1 hour or less, 'N Hours' under 24, '1 Day' under 48,
 * otherwise 'N Days'.
 */
export function averageResponseTime(rows: readonly Pick<TriageRow, 'status' | 'created_at' | 'updated_at'>[]): string {
  const closed = rows.filter((r) => r.status === 'closed');
  if (closed.length === 0) return 'N/A';
  const hours =
    closed.reduce((sum, r) => sum + (Date.parse(r.updated_at) - Date.parse(r.created_at)) / 3_600_000, 0) /
    closed.length;
  if (hours <= 1) return '1 Hour';
  if (hours < 24) return `${Math.round(hours)} Hours`;
  if (hours < 48) return '1 Day';
  return `${Math.floor(hours / 24)} Days`;
}

/** Median hours to the first answer of the requests created in the last 7 days and answered; null if none. */
export function medianFirstResponseHours(
  rows: readonly Pick<TriageRow, 'created_at' | 'first_response_at'>[],
  now: Date,
): number | null {
  const since = now.getTime() - 7 * 24 * 3_600_000;
  const hours = rows
    .filter((r) => r.first_response_at && Date.parse(r.created_at) >= since)
    .map((r) => waitingHours(r, now))
    .sort((a, b) => a - b);
  if (hours.length === 0) return null;
  const mid = Math.floor(hours.length / 2);
  return hours.length % 2 ? hours[mid]! : (hours[mid - 1]! + hours[mid]!) / 2;
}
