import {
  DEFAULT_SUPPORT_FILTERS,
  averageResponseTime,
  filterSupportRequests,
  isOverdue,
  matchesSearch,
  medianFirstResponseHours,
  passesStatus,
  searchTerms,
  typeCounts,
  waitingHours,
  type TriageRow,
} from './support-triage-filters.ts';
import {
  availableSupportActions,
  inscribeDraft,
  statusAfterAction,
  supportActionButtonLabel,
} from './support-triage.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const row = (over: Partial<TriageRow> = {}): TriageRow => ({
  id: 1,
  request_type_id: 3,
  status: 'awaiting_review',
  description: 'struggling=<p>Closures in the scope chain</p>',
  created_at: hoursAgo(2),
  updated_at: hoursAgo(2),
  first_response_at: null,
  user_lm: { first_name: 'Lena', last_name: 'Lopez', preferred_name: null },
  ...over,
});

describe('support request status filter (§4)', () => {
  it('defaults to open requests awaiting review', () => {
    const f = DEFAULT_SUPPORT_FILTERS;
    expect(passesStatus(row(), f)).toBe(true);
    expect(passesStatus(row({ status: 'reopened' }), f)).toBe(false);
    expect(passesStatus(row({ status: 'closed' }), f)).toBe(false);
  });
  it('counts awaiting_review and reopened only under open', () => {
    const f = { ...DEFAULT_SUPPORT_FILTERS, open: false, closed: true };
    expect(passesStatus(row(), f)).toBe(false);
    expect(passesStatus(row({ status: 'closed' }), f)).toBe(true);
    const anyOpen = { ...DEFAULT_SUPPORT_FILTERS, awaiting_review: false };
    expect(passesStatus(row({ status: 'responded' }), anyOpen)).toBe(true);
  });
  it('counts types among the requests the status filter lets through', () => {
    const rows = [row(), row({ id: 2, request_type_id: 1 }), row({ id: 3, status: 'closed' })];
    expect(typeCounts(rows, DEFAULT_SUPPORT_FILTERS)).toEqual({ 1: 1, 2: 0, 3: 1, 4: 0, 5: 0, 6: 0 });
  });
});

describe('support search (§5)', () => {
  it('keeps a quoted phrase whole and splits the rest on spaces', () => {
    expect(searchTerms('"scope chain" lena  42')).toEqual(['scope chain', 'lena', '42']);
    expect(searchTerms('   ')).toEqual([]);
  });
  it('matches names, answer text (not markup) and id', () => {
    expect(matchesSearch(row(), searchTerms('"scope chain"'))).toBe(true);
    expect(matchesSearch(row(), searchTerms('"chain scope"'))).toBe(false);
    expect(matchesSearch(row(), searchTerms('lopez closures'))).toBe(true);
    expect(matchesSearch(row({ id: 4711 }), ['4711'])).toBe(true);
    expect(matchesSearch(row(), ['<p>'])).toBe(false);
  });
  it('applies every tag, then sorts', () => {
    const rows = [row({ id: 1, created_at: hoursAgo(5) }), row({ id: 2, created_at: hoursAgo(1) })];
    expect(filterSupportRequests(rows, DEFAULT_SUPPORT_FILTERS, [], NOW).map((r) => r.id)).toEqual([2, 1]);
    expect(
      filterSupportRequests(rows, { ...DEFAULT_SUPPORT_FILTERS, sort: 'oldest' }, [], NOW).map((r) => r.id),
    ).toEqual([1, 2]);
    expect(filterSupportRequests(rows, DEFAULT_SUPPORT_FILTERS, ['lena', '"no such"'], NOW)).toEqual([]);
  });
});

describe('age clock', () => {
  it('counts waiting hours until the first answer, and marks unanswered ones past the target', () => {
    expect(waitingHours(row({ created_at: hoursAgo(30) }), NOW)).toBeCloseTo(30);
    expect(waitingHours(row({ created_at: hoursAgo(30), first_response_at: hoursAgo(26) }), NOW)).toBeCloseTo(4);
    expect(isOverdue(row({ created_at: hoursAgo(25) }), NOW)).toBe(true);
    expect(isOverdue(row({ created_at: hoursAgo(23) }), NOW)).toBe(false);
    expect(isOverdue(row({ created_at: hoursAgo(25), first_response_at: hoursAgo(1) }), NOW)).toBe(false);
    expect(isOverdue(row({ created_at: hoursAgo(25), status: 'closed' }), NOW)).toBe(false);
    expect(isOverdue(row({ created_at: hoursAgo(5) }), NOW, 4)).toBe(true);
  });
  it('sorts overdue requests first, longest waiting first', () => {
    const rows = [
      row({ id: 1, created_at: hoursAgo(3) }),
      row({ id: 2, created_at: hoursAgo(40) }),
      row({ id: 3, created_at: hoursAgo(26) }),
    ];
    const f = { ...DEFAULT_SUPPORT_FILTERS, sort: 'waiting' as const };
    expect(filterSupportRequests(rows, f, [], NOW).map((r) => r.id)).toEqual([2, 3, 1]);
  });
  it('gives the median first response of the last 7 days', () => {
    const answered = (created: number, answered: number) =>
      row({ created_at: hoursAgo(created), first_response_at: hoursAgo(answered) });
    expect(medianFirstResponseHours([], NOW)).toBeNull();
    expect(
      medianFirstResponseHours([answered(10, 8), answered(20, 14), answered(30, 20), answered(400, 1)], NOW),
    ).toBeCloseTo(6);
  });
});

describe('average response time (§9)', () => {
  const closed = (hours: number) => ({ status: 'closed', created_at: hoursAgo(hours), updated_at: NOW.toISOString() });
  it.each([
    [[], 'N/A'],
    [[closed(0.5)], '1 Hour'],
    [[closed(1)], '1 Hour'],
    [[closed(5)], '5 Hours'],
    [[closed(30)], '1 Day'],
    [[closed(100)], '4 Days'],
  ])('%j -> %s', (rows, text) => {
    expect(averageResponseTime(rows)).toBe(text);
  });
  it('ignores requests that are not closed', () => {
    expect(averageResponseTime([{ ...closed(100), status: 'responded' }])).toBe('N/A');
  });
});

describe('support actions (§4, DECISIONS)', () => {
  it('offers Close for every request not closed and Reopen only for a closed one', () => {
    expect(availableSupportActions({ status: 'awaiting_review', request_type_id: 1 })).toEqual([1, 2, 3, 4, 5]);
    expect(availableSupportActions({ status: 'reopened', request_type_id: 1 })).toContain(5);
    expect(availableSupportActions({ status: 'closed', request_type_id: 1 })).toEqual([4, 6]);
  });
  it('has no Inscribe for personal, grades and other requests', () => {
    for (const type of [4, 5, 6]) {
      expect(availableSupportActions({ status: 'responded', request_type_id: type })).not.toContain(2);
    }
  });
  it('moves the status', () => {
    expect(statusAfterAction('awaiting_review', 1)).toBe('responded');
    expect(statusAfterAction('awaiting_review', 2)).toBe('sent_to_inscribe');
    expect(statusAfterAction('reopened', 3)).toBe('reopened');
    expect(statusAfterAction('responded', 4)).toBe('responded');
    expect(statusAfterAction('responded', 5)).toBe('closed');
    expect(statusAfterAction('closed', 6)).toBe('reopened');
  });
  it('labels the button Save, Close or Send (§5)', () => {
    expect([1, 2, 3, 4, 5].map((id) => supportActionButtonLabel(id as 1))).toEqual([
      'Send',
      'Send',
      'Send',
      'Save',
      'Close',
    ]);
  });
  it('pre-fills Inscribe from the answers', () => {
    const draft = inscribeDraft(1, 'challenge=<p>Tests fail &amp; why</p>&solution=<p>Re-ran</p>', {
      challenge: 'What is the challenge?',
      solution: 'What have you tried?',
    });
    expect(draft.title).toBe('Tests fail & why');
    expect(draft.body).toBe('What is the challenge?\nTests fail & why\n\nWhat have you tried?\nRe-ran');
  });
});
