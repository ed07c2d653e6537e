import { startMessage } from './start-message';

const now = new Date('2026-09-15T03:00:00Z'); // 14 September in Chicago

describe('launchpad start message', () => {
  it('counts whole days remaining before the start', () => {
    expect(startMessage('2026-09-20', now, 'America/Chicago')).toBe('6 days remaining');
    // DECISIONS.md "Learner screens": the singular for one.
    expect(startMessage('2026-09-15', now, 'America/Chicago')).toBe('1 day remaining');
  });

  it('counts whole days since the start', () => {
    expect(startMessage('2026-09-10', now, 'America/Chicago')).toBe('class started 4 days ago');
    expect(startMessage('2026-09-13', now, 'America/Chicago')).toBe('class started 1 day ago');
    expect(startMessage('2026-09-14', now, 'America/Chicago')).toBe('class started 0 days ago');
  });

  it('has nothing to say without a start date', () => {
    expect(startMessage(null, now, 'UTC')).toBeNull();
  });
});
