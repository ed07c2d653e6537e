import {
  cardTags,
  isNewVideo,
  type LibraryVideoFacts,
  libraryVideos,
  recentlyAdded,
  recentlyViewed,
} from './media-library.ts';

const video = (id: number, start: string | null, extra: Record<string, unknown> = {}): LibraryVideoFacts => ({
  id,
  google_calendar_ids: ['cal-a'],
  video_details: { recording_start: start },
  ...extra,
});
const NOW = Date.parse('2026-09-14T12:00:00Z');

describe('library rules', () => {
  it('keeps the cohort calendars only, drops deleted and archived, newest first', () => {
    const videos = [
      video(1, '2026-09-01T10:00:00Z'),
      video(6, null),
      video(2, '2026-09-10T10:00:00Z'),
      video(3, '2026-09-11T10:00:00Z', { google_calendar_ids: ['cal-b'] }),
      video(4, '2026-09-12T10:00:00Z', { deleted: true }),
      video(5, '2026-09-13T10:00:00Z', { archived: true }),
    ];
    expect(libraryVideos(videos, ['cal-a']).map((v) => v.id)).toEqual([2, 1, 6]);
    expect(libraryVideos(videos, [])).toEqual([]);
  });

  it('sorts any order the same way: newest first, ties in the order they came', () => {
    const api = [
      video(6, null),
      video(1, '2026-09-01T10:00:00.000Z'),
      video(2, '2026-09-10T10:00:00.000Z'),
      video(3, '2026-09-10T10:00:00.000Z'),
      video(4, '2026-09-12T10:00:00.000Z'),
    ];
    // Oldest first, as the API sends it: turned round, ties kept in their order.
    expect(libraryVideos(api, ['cal-a']).map((v) => v.id)).toEqual([4, 2, 3, 1, 6]);
    // Already newest first, and in no order: the same rule.
    expect(libraryVideos([api[4]!, api[2]!, api[3]!, api[1]!, api[0]!], ['cal-a']).map((v) => v.id)).toEqual([
      4, 2, 3, 1, 6,
    ]);
    expect(libraryVideos([api[2]!, api[0]!, api[4]!, api[3]!, api[1]!], ['cal-a']).map((v) => v.id)).toEqual([
      4, 2, 3, 1, 6,
    ]);
  });

  it('Recently Added holds the 8 newest', () => {
    const sorted = Array.from({ length: 10 }, (_, i) => video(i, '2026-09-01T10:00:00Z'));
    expect(recentlyAdded(sorted)).toHaveLength(8);
  });

  it('Recently Viewed orders by the latest view, each video once', () => {
    const sorted = [
      video(1, '2026-09-10T10:00:00Z'),
      video(2, '2026-09-09T10:00:00Z'),
      video(3, '2026-09-08T10:00:00Z'),
    ];
    const history = [
      { video_id: 2, created_date: '2026-09-12T10:00:00Z' },
      { video_id: 3, created_date: '2026-09-13T10:00:00Z' },
      { video_id: 2, created_date: '2026-09-11T10:00:00Z' },
      { video_id: 99, created_date: '2026-09-13T10:00:00Z' },
    ];
    expect(recentlyViewed(sorted, history).map((v) => v.id)).toEqual([3, 2]);
  });

  it("shows 'new' under 4 days only", () => {
    expect(isNewVideo(video(1, '2026-09-10T12:00:01Z'), NOW)).toBe(true);
    expect(isNewVideo(video(1, '2026-09-10T12:00:00Z'), NOW)).toBe(false);
    expect(isNewVideo(video(1, '2026-09-15T12:00:00Z'), NOW)).toBe(false);
  });

  it('keeps up to 3 tags, shortest first', () => {
    expect(cardTags(['javascript', 'css', 'react', 'html5'])).toEqual(['css', 'react', 'html5']);
    expect(cardTags(['', ' ', 'go'])).toEqual(['go']);
    expect(cardTags(null)).toEqual([]);
  });
});
