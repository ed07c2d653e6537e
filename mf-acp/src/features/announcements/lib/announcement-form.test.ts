import {
  announcementPayload,
  blankForm,
  canPreview,
  expiryAfterInput,
  fromLocalInput,
  timeProblem,
} from './announcement-form';

const ZONE = 'America/New_York';
const NOW = new Date('2026-09-16T15:00:00Z');

describe('announcement form', () => {
  it('starts posting now, expiring one day after the schedule', () => {
    const form = blankForm(NOW, ZONE);
    expect(form.when).toBe('now');
    expect(form.schedule).toBe('2026-09-16T11:00');
    expect(form.expiry).toBe('2026-09-17T11:00');
    expect(expiryAfterInput('2026-12-31T23:30')).toBe('2027-01-01T23:30');
  });

  it('enables Preview only with a body, post_as and an audience', () => {
    const form = blankForm(NOW, ZONE);
    expect(canPreview(form)).toBe(false);
    expect(canPreview({ ...form, body: '<p>Hi</p>', postAs: 'myself' })).toBe(false);
    expect(canPreview({ ...form, body: '<p><br></p>', postAs: 'myself', audience: 'cohort-1' })).toBe(false);
    expect(canPreview({ ...form, body: '<p>Hi</p>', postAs: 'myself', audience: 'cohort-1' })).toBe(true);
  });

  it('refuses a schedule in the past and an expiry not after the schedule', () => {
    const form = { ...blankForm(NOW, ZONE), when: 'later' as const };
    expect(timeProblem({ ...form, schedule: '2026-09-16T10:00' }, NOW, ZONE)).toBe('scheduleInPast');
    expect(timeProblem({ ...form, schedule: '2026-09-16T12:00', expiry: '2026-09-16T12:00' }, NOW, ZONE)).toBe(
      'expiryBeforeSchedule',
    );
    expect(timeProblem({ ...form, schedule: '2026-09-16T12:00', expiry: '2026-09-17T12:00' }, NOW, ZONE)).toBeNull();
  });

  it('sends times as UTC instants read in the display zone', () => {
    const form = {
      ...blankForm(NOW, ZONE),
      body: '<p>Hi</p>',
      postAs: 'Cedar',
      audience: 'program-1',
      when: 'later' as const,
      schedule: '2026-09-20T09:00',
      expiry: '2026-09-21T09:00',
    };
    expect(announcementPayload(form, NOW, ZONE, 'a@b.c')).toEqual({
      body: '<p>Hi</p>',
      post_as: 'Cedar',
      audience: 2,
      program_id: 1,
      author: 'a@b.c',
      post_schedule: '2026-09-20T13:00:00.000Z',
      post_expiration: '2026-09-21T13:00:00.000Z',
    });
    expect(announcementPayload({ ...form, when: 'now' }, NOW, ZONE, 'a@b.c').post_schedule).toBe(NOW.toISOString());
    expect(fromLocalInput('nonsense', ZONE)).toBeNull();
  });
});
