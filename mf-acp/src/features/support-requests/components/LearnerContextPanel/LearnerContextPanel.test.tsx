import { LEARNER_CONTEXT } from '../../fixtures';
import { learnerLastSeen, learnerLocalTime } from './LearnerContextPanel';

const NOW = new Date('2026-11-25T12:00:00Z');

describe("the learner's context", () => {
  it("gives the learner's local time in their own zone", () => {
    expect(learnerLocalTime(LEARNER_CONTEXT, NOW)).toBe('6:00 AM Wed (America/Chicago)');
    const hidden = { ...LEARNER_CONTEXT, learner: { ...LEARNER_CONTEXT.learner, time_zone: null } };
    expect(learnerLocalTime(hidden, NOW)).toBeNull();
  });

  it('says when the learner was last seen', () => {
    expect(learnerLastSeen(LEARNER_CONTEXT, NOW)).toBe('3 hours ago');
    expect(learnerLastSeen({ ...LEARNER_CONTEXT, learner: { ...LEARNER_CONTEXT.learner, is_online: true } }, NOW)).toBe(
      'Online now',
    );
    expect(learnerLastSeen({ ...LEARNER_CONTEXT, learner: { ...LEARNER_CONTEXT.learner, last_seen: null } }, NOW)).toBe(
      'Never',
    );
  });
});
