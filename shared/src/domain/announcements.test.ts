import { announcementReaches, announcementStatus, AUDIENCE, isAnnouncementLive } from './announcements.ts';

describe('announcement rules', () => {
  const cohort = { cohort_id: 7, program_id: 2 };

  it('reaches everyone, a program or one cohort', () => {
    expect(announcementReaches({ audience: AUDIENCE.everyone, program_id: null, cohort_id: null }, cohort)).toBe(true);
    expect(announcementReaches({ audience: AUDIENCE.program, program_id: 2, cohort_id: null }, cohort)).toBe(true);
    expect(announcementReaches({ audience: AUDIENCE.program, program_id: 3, cohort_id: null }, cohort)).toBe(false);
    expect(announcementReaches({ audience: AUDIENCE.cohort, program_id: 2, cohort_id: 7 }, cohort)).toBe(true);
    expect(announcementReaches({ audience: AUDIENCE.cohort, program_id: 2, cohort_id: 8 }, cohort)).toBe(false);
  });

  it('is live from its schedule until its expiry', () => {
    const now = new Date('2026-09-14T12:00:00Z');
    const at = (post_schedule: string, post_expiration: string | null) =>
      isAnnouncementLive({ post_schedule, post_expiration }, now);
    expect(at('2026-09-14T12:00:00Z', '2026-09-15T12:00:00Z')).toBe(true);
    expect(at('2026-09-14T12:00:01Z', null)).toBe(false);
    expect(at('2026-09-13T12:00:00Z', '2026-09-14T12:00:00Z')).toBe(false);
    expect(at('2026-09-01T12:00:00Z', null)).toBe(true);
  });
});

describe('announcementStatus', () => {
  const at = (iso: string) => new Date(iso);
  const a = { post_schedule: '2026-09-16T12:00:00Z', post_expiration: '2026-09-17T12:00:00Z' };
  it('is Queued before the schedule, Active once posted, Expired an hour past expiry', () => {
    expect(announcementStatus(a, at('2026-09-16T11:59:59Z'))).toBe('Queued');
    expect(announcementStatus(a, at('2026-09-16T12:00:00Z'))).toBe('Active');
    expect(announcementStatus(a, at('2026-09-17T12:59:59Z'))).toBe('Active');
    expect(announcementStatus(a, at('2026-09-17T13:00:00Z'))).toBe('Expired');
    expect(announcementStatus({ ...a, post_expiration: null }, at('2030-01-01T00:00:00Z'))).toBe('Active');
  });
});
