import type { Membership, StartupUser } from '@cedar/shared/contract';

/** A membership row with the facts the session rules read. */
export function membership(user_role_id: number, cohort_id = 7, active = true): Membership {
  return {
    id: cohort_id * 100 + user_role_id,
    user_email: 'me@cedar.test',
    user_role_id,
    cohort_id,
    active,
  } as Membership;
}

/** A startup user with the given memberships (other fields are not read by the session rules). */
export function startupUser(memberships: Membership[], extra: Partial<StartupUser> = {}): StartupUser {
  return {
    email: 'me@cedar.test',
    first_name: 'Ada',
    first_login: false,
    onboarding_step: 10,
    mk_user_courses: memberships,
    ...extra,
  } as StartupUser;
}

/** An unsigned JWT carrying these claims (the client only reads them). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}
