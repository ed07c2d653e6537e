import fc from 'fast-check';
import { daysWithRecordings, videoDayKey, videosOnDay } from './recording-days.ts';

const video = (id: number, recording_start: string) => ({
  id,
  google_calendar_ids: ['cal'],
  video_details: { recording_start },
});

// New York in winter: five hours west of UTC.
const newYork = () => 300;
const utc = () => 0;

describe('recording days (the Watch page calendar)', () => {
  const late = video(1, '2026-11-20T03:30:00Z');
  const noon = video(2, '2026-11-20T17:00:00Z');

  it('dates a recording by its start on the zone calendar', () => {
    expect(videoDayKey(late, utc)).toBe('2026-11-20');
    expect(videoDayKey(late, newYork)).toBe('2026-11-19');
  });

  it('lists each day with recordings once', () => {
    expect([...daysWithRecordings([late, noon], newYork)]).toEqual(['2026-11-19', '2026-11-20']);
    expect([...daysWithRecordings([late, noon], utc)]).toEqual(['2026-11-20']);
  });

  it('finds the recordings of one day', () => {
    expect(videosOnDay([late, noon], '2026-11-20', newYork)).toEqual([noon]);
  });

  it('names the day as the date itself does, for any instant of years 1000 to 9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(videoDayKey(video(1, date.toISOString()), utc)).toBe(date.toISOString().slice(0, 10));
        },
      ),
    );
  });
});
