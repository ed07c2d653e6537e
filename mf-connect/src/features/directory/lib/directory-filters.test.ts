import { DIRECTORY_MEMBERS } from '../test-support/directory-fixtures';
import { applyFilters, NO_FILTERS } from './directory-filters';

const emails = (list: { email: string }[]) => list.map((m) => m.email);
const stored = (m: { is_favorite: boolean }) => m.is_favorite;

describe('applyFilters', () => {
  it('keeps everyone without toggles', () => {
    expect(applyFilters(DIRECTORY_MEMBERS, NO_FILTERS, stored)).toHaveLength(DIRECTORY_MEMBERS.length);
  });

  it('combines Online Now and Starred', () => {
    expect(emails(applyFilters(DIRECTORY_MEMBERS, { onlineNow: true, starred: false }, stored))).toEqual([
      'coach@cedar.test',
      'ana@cedar.test',
    ]);
    expect(emails(applyFilters(DIRECTORY_MEMBERS, { onlineNow: true, starred: true }, stored))).toEqual([
      'ana@cedar.test',
    ]);
    const starredNow = (m: { email: string }) => m.email === 'ben@cedar.test';
    expect(emails(applyFilters(DIRECTORY_MEMBERS, { onlineNow: false, starred: true }, starredNow))).toEqual([
      'ben@cedar.test',
    ]);
  });

  it("ranks 'Free when I am' by shared hours and leaves out members without any", () => {
    const hours: Record<string, number> = { 'fay@cedar.test': 2, 'cai@cedar.test': 9 };
    const kept = applyFilters(
      DIRECTORY_MEMBERS,
      { ...NO_FILTERS, freeWhenIAm: true },
      stored,
      (m) => hours[m.email] ?? 0,
    );
    expect(emails(kept)).toEqual(['cai@cedar.test', 'fay@cedar.test']);
  });
});
