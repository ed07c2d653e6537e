import {
  type ClassmateFacts,
  recentlyUpdatedLearners,
  showcaseClassmate,
  visibleLearners,
  visibleOnlineLearners,
} from './classmates.ts';

const now = new Date('2026-11-21T12:00:00Z');

function member(email: string, facts: Partial<ClassmateFacts> & { online?: boolean; updated?: string | null } = {}) {
  const { online = true, updated = null, ...rest } = facts;
  return {
    user_email: email,
    user_role_id: 1,
    is_visible: true,
    user_email_mk_user: { is_online: online, user_profile_updated_date: updated },
    ...rest,
  };
}

const me = 'me@cedar.test';
const members = [
  member(me),
  member('ana@cedar.test'),
  member('ANA@cedar.test'), // a second course in the same cohort
  member('offline@cedar.test', { online: false }),
  member('hidden@cedar.test', { is_visible: false }),
  member('coach@cedar.test', { user_role_id: 5 }),
  member('test.bot@cedar.test'),
];

describe('classmate rules', () => {
  it('counts visible online learners: role 1, visible, online, not a test account, once each', () => {
    expect(visibleOnlineLearners(members, me).map((m) => m.user_email)).toEqual([me, 'ana@cedar.test']);
  });

  it("counts the viewer's own test-style account", () => {
    const viewer = 'Test.Bot@cedar.test';
    expect(visibleOnlineLearners(members, viewer).map((m) => m.user_email)).toContain('test.bot@cedar.test');
  });

  it('keeps offline learners among the visible ones', () => {
    expect(visibleLearners(members, me)).toHaveLength(3);
  });

  it('finds learners whose profile was updated less than 2 weeks ago', () => {
    const list = [
      member('new@cedar.test', { updated: '2026-11-10T00:00:00Z' }),
      member('old@cedar.test', { updated: '2026-11-01T00:00:00Z' }),
      member('never@cedar.test', { updated: null }),
    ];
    expect(recentlyUpdatedLearners(list, me, now).map((m) => m.user_email)).toEqual(['new@cedar.test']);
  });

  it('shows a classmate other than the viewer, chosen by the random number', () => {
    expect(showcaseClassmate(members, me, 0)?.user_email).toBe('ana@cedar.test');
    expect(showcaseClassmate(members, me, 0.99)?.user_email).toBe('offline@cedar.test');
    expect(showcaseClassmate([member(me)], me, 0.5)).toBeNull();
  });
});
