import type { StaffAnnouncement } from '@cedar/shared/contract';
import {
  DEFAULT_ANNOUNCEMENT_FILTERS,
  authorCounts,
  filterAnnouncements,
  isInvalidRange,
  parseStoredFilters,
} from './filters';

const ME = 'limited@cedar.test';
const make = (id: number, schedule: string, author: string | null): StaffAnnouncement => ({
  id,
  body: `<p>${id}</p>`,
  post_as: 'myself',
  audience: 3,
  program_id: 1,
  cohort_id: 1,
  cohort: { cohort_name: 'A' },
  author_mk_user: null,
  post_schedule: schedule,
  post_expiration: null,
  author_email: author,
  reach_learners: 3,
  seen_learners: 0,
});
const LIST = [
  make(1, '2026-09-01T12:00:00Z', ME),
  make(2, '2026-09-03T12:00:00Z', 'admin@cedar.test'),
  make(3, '2026-09-02T12:00:00Z', null),
];
const day = (iso: string) => iso.slice(0, 10);
const ids = (list: StaffAnnouncement[]) => list.map((a) => a.id);

describe('announcement history filters', () => {
  it('sorts newest first by default and oldest first on request', () => {
    expect(ids(filterAnnouncements(LIST, DEFAULT_ANNOUNCEMENT_FILTERS, ME, day))).toEqual([2, 3, 1]);
    expect(ids(filterAnnouncements(LIST, { ...DEFAULT_ANNOUNCEMENT_FILTERS, sort: 'oldest' }, ME, day))).toEqual([
      1, 3, 2,
    ]);
  });

  it('splits authors into Myself and the academy, with counts', () => {
    expect(authorCounts(LIST, ME)).toEqual({ product: 2, myself: 1 });
    expect(authorCounts(LIST, 'LIMITED@cedar.test')).toEqual({ product: 2, myself: 1 });
    const mineOnly = { ...DEFAULT_ANNOUNCEMENT_FILTERS, product: false };
    expect(ids(filterAnnouncements(LIST, mineOnly, ME, day))).toEqual([1]);
    const academy = { ...DEFAULT_ANNOUNCEMENT_FILTERS, myself: false };
    expect(ids(filterAnnouncements(LIST, academy, ME, day))).toEqual([2, 3]);
  });

  it('keeps the days of the range, both ends included, and ignores an invalid range', () => {
    const range = { ...DEFAULT_ANNOUNCEMENT_FILTERS, startDate: '2026-09-02', endDate: '2026-09-03' };
    expect(ids(filterAnnouncements(LIST, range, ME, day))).toEqual([2, 3]);
    const invalid = { ...range, startDate: '2026-09-04' };
    expect(isInvalidRange(invalid)).toBe(true);
    expect(isInvalidRange(range)).toBe(false);
    expect(ids(filterAnnouncements(LIST, invalid, ME, day))).toEqual([2, 3, 1]);
  });

  it('reads stored filters defensively', () => {
    expect(parseStoredFilters(null)).toEqual(DEFAULT_ANNOUNCEMENT_FILTERS);
    expect(parseStoredFilters('not json')).toEqual(DEFAULT_ANNOUNCEMENT_FILTERS);
    expect(parseStoredFilters('{"sort":"oldest","myself":false,"startDate":"2026-01-02","endDate":"x"}')).toEqual({
      ...DEFAULT_ANNOUNCEMENT_FILTERS,
      sort: 'oldest',
      myself: false,
      startDate: '2026-01-02',
    });
  });
});
