import { resolveStartupRole, trackingUserId } from './startup-role.ts';

const m = (cohort_id: number, user_role_id: number, active = true) => ({ cohort_id, user_role_id, active });

describe('resolveStartupRole', () => {
  it('shows the no-course screen without active memberships', () => {
    expect(resolveStartupRole({ memberships: [], tokenRoles: [], coachSwitchToACP: false })).toEqual({
      kind: 'no-course',
    });
    expect(resolveStartupRole({ memberships: [m(1, 1, false)], tokenRoles: [], coachSwitchToACP: false }).kind).toBe(
      'no-course',
    );
  });

  it('keeps a learner on role 1 without admin access', () => {
    const result = resolveStartupRole({ memberships: [m(1, 1), m(2, 1)], tokenRoles: [], coachSwitchToACP: false });
    expect(result).toMatchObject({ kind: 'resolved', role: 1, hasAdminAccess: false, isCoach: false });
  });

  it('lets the coachSwitchToACP flag choose between the coach and learner views', () => {
    const memberships = [m(1, 5), m(2, 1)];
    const acp = resolveStartupRole({ memberships, tokenRoles: ['Staff'], coachSwitchToACP: true });
    expect(acp).toMatchObject({ role: 5, hasAdminAccess: true, isCoach: true, memberships: [m(1, 5)] });
    const learner = resolveStartupRole({ memberships, tokenRoles: ['Staff'], coachSwitchToACP: false });
    expect(learner).toMatchObject({ role: 1, hasAdminAccess: false, isCoach: true, memberships: [m(2, 1)] });
  });

  it('shows a coach without learner memberships the learner view of the cohorts they coach', () => {
    const result = resolveStartupRole({ memberships: [m(1, 5)], tokenRoles: [], coachSwitchToACP: false });
    expect(result).toMatchObject({ role: 1, hasAdminAccess: false, memberships: [m(1, 5)] });
  });

  it('resolves admins to role 11 when they hold a limited-admin course, else 9', () => {
    expect(
      resolveStartupRole({ memberships: [m(1, 11), m(2, 11)], tokenRoles: [], coachSwitchToACP: false }),
    ).toMatchObject({ role: 11, hasAdminAccess: true });
    expect(resolveStartupRole({ memberships: [m(1, 2)], tokenRoles: [], coachSwitchToACP: false })).toMatchObject({
      role: 9,
      hasAdminAccess: true,
    });
  });

  it('lets a staff claim qualify a user for the admin console', () => {
    expect(
      resolveStartupRole({ memberships: [m(1, 1)], tokenRoles: ['Instructor'], coachSwitchToACP: false }),
    ).toMatchObject({ role: 9, hasAdminAccess: true });
  });
});

describe('trackingUserId', () => {
  it('prefixes by role', () => {
    expect(trackingUserId(1, 'x')).toBe('kl-x');
    expect(trackingUserId(5, 'x')).toBe('kc-x');
    expect(trackingUserId(9, 'x')).toBe('ks-x');
  });
});
