import type { Video } from '../../../lib/types';
import { moment } from '@cedar/shared/dates';
import {
  carouselItemsPerView,
  carouselShowsDots,
  carouselSteps,
  daysWithRecordings,
  recordingDate,
  videoDayKey,
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
describe('library rules in the zone', () => {
  it('formats the recording date MMDDYY in the zone and groups by day', () => {
    const late = video(1, '2026-09-14T03:30:00Z');
    expect(recordingDate(late, 'America/Chicago')).toBe('091326');
    expect(recordingDate(late, 'UTC')).toBe('091426');
    expect(daysWithRecordings([late], 'America/Chicago').has('2026-09-13')).toBe(true);
    expect(videosOnDay([late], '2026-09-13', 'America/Chicago')).toHaveLength(1);
  });

  it('day keys agree with moment in zones either side of UTC, across daylight saving changes', () => {
    const zones = ['America/Chicago', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Kiritimati'];
    const starts = ['2026-03-08T07:59:00Z', '2026-03-08T08:01:00Z', '2026-10-25T00:30:00Z', '2026-12-31T23:30:00Z'];
    for (const zone of zones) {
      for (const start of starts) {
        expect(videoDayKey(video(1, start), zone)).toBe(moment.tz(start, zone).format('YYYY-MM-DD'));
      }
    }
    expect(videoDayKey(video(1, '2026-09-14T03:30:00Z'), 'Not/AZone')).toBe('2026-09-14');
    const days = [video(1, '2026-09-14T03:30:00Z'), video(2, '2026-09-13T20:00:00Z'), video(3, '2026-09-15T12:00:00Z')];
    expect([...daysWithRecordings(days, 'America/Chicago')].sort()).toEqual(['2026-09-13', '2026-09-15']);
    expect(videosOnDay(days, '2026-09-13', 'America/Chicago').map((v) => v.id)).toEqual([1, 2]);
    expect(videosOnDay(days, 'someday', 'America/Chicago')).toEqual([]);
  });

  it('carousel breakpoints and dots', () => {
    expect([1500, 1300, 1100, 950, 700, 450, 300].map(carouselItemsPerView)).toEqual([4, 3.5, 3, 2.7, 2, 1, 1]);
    expect(carouselShowsDots(500)).toBe(true);
    expect(carouselShowsDots(800)).toBe(false);
  });

  it('carousel steps are whole cards, the last clamped to end flush with the last card', () => {
    expect(carouselSteps(8, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(carouselSteps(8, 3.5)).toEqual([0, 1, 2, 3, 4, 4.5]);
    expect(carouselSteps(8, 2.7)).toEqual([0, 1, 2, 3, 4, 5, 5.3]);
    expect(carouselSteps(8, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // The last step shows exactly the last perView cards: offset + perView is the card count.
    for (const perView of [4, 3.5, 3, 2.7, 2, 1]) {
      for (let count = 1; count <= 12; count++) {
        const steps = carouselSteps(count, perView);
        expect(steps.at(-1)! + perView).toBeCloseTo(Math.max(count, perView), 9);
        steps.slice(1).forEach((step, i) => {
          expect(step - steps[i]!).toBeGreaterThan(0);
          expect(step - steps[i]!).toBeLessThanOrEqual(1);
        });
      }
    }
    // Fewer cards than fit: one step, nothing to move.
    expect(carouselSteps(3, 3.5)).toEqual([0]);
    expect(carouselSteps(0, 4)).toEqual([0]);
  });
});
