import type { Video } from '../../../lib/types';
import {
  cardTags,
  carouselItemsPerView,
  carouselShowsDots,
  daysWithRecordings,
  isNewVideo,
  libraryVideos,
  recentlyAdded,
  recentlyViewed,
  recordingDate,
  videosOnDay,
} from './library';

const video = (id: number, start: string, extra: Partial<Video> = {}): Video => ({
  id,
  uuid: `uuid-${id}`,
  title: `Video ${id}`,
  meeting_id: null,
  description: null,
  tags: [],
  google_calendar_ids: ['cal-a'],
  video_cdn_url: null,
  transcripts_cdn_url: null,
  transcripts_details: null,
  chat_cdn_url: null,
  thumbnail_cdn_url: null,
  video_details: { recording_start: start, recording_end: null },
  meeting_participants: [],
  created_by: 'staff@cedar.test',
  recordingDate: '',
  date_last_watched: null,
  resume_at: null,
  ...extra,
});
const NOW = Date.parse('2026-09-14T12:00:00Z');

describe('library rules', () => {
  it('keeps the cohort calendars only, drops deleted and archived, newest first', () => {
    const videos = [
      video(1, '2026-09-01T10:00:00Z'),
      video(2, '2026-09-10T10:00:00Z'),
      video(3, '2026-09-11T10:00:00Z', { google_calendar_ids: ['cal-b'] }),
      video(4, '2026-09-12T10:00:00Z', { deleted: true } as Partial<Video>),
      video(5, '2026-09-13T10:00:00Z', { archived: true } as Partial<Video>),
    ];
    expect(libraryVideos(videos, ['cal-a']).map((v) => v.id)).toEqual([2, 1]);
    expect(libraryVideos(videos, [])).toEqual([]);
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
    expect(cardTags(null)).toEqual([]);
  });

  it('formats the recording date MMDDYY in the zone and groups by day', () => {
    const late = video(1, '2026-09-14T03:30:00Z');
    expect(recordingDate(late, 'America/Chicago')).toBe('091326');
    expect(recordingDate(late, 'UTC')).toBe('091426');
    expect(daysWithRecordings([late], 'America/Chicago').has('2026-09-13')).toBe(true);
    expect(videosOnDay([late], '2026-09-13', 'America/Chicago')).toHaveLength(1);
  });

  it('carousel breakpoints and dots', () => {
    expect([1500, 1300, 1100, 950, 700, 450, 300].map(carouselItemsPerView)).toEqual([4, 3.5, 3, 2.7, 2, 1, 1]);
    expect(carouselShowsDots(500)).toBe(true);
    expect(carouselShowsDots(800)).toBe(false);
  });
});
