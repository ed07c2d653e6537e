import { type MembershipFacts, ROLE } from '@cedar/shared/domain';

/** Values of the `roles` claim that the embedded provider puts in its tokens. */
export type TokenRole = 'Staff' | 'Admin' | 'Instructor';

/** Instructional staff roles (docs/DECISIONS.md): facilitators, engineers, lead facilitator, instructors. */
const INSTRUCTIONAL_ROLES: readonly number[] = [
  ROLE.facilitator,
  ROLE.seniorSoftwareEngineer,
  ROLE.leadFacilitator,
  ROLE.seniorUxEngineer,
  ROLE.cyberSecurityManager,
];
const ADMIN_ROLES: readonly number[] = [ROLE.programManager, ROLE.limitedAdmin];

/**
 * The `roles` claim of a user, from their ACTIVE memberships:
 * - `Staff` when they hold any role other than learner (1) somewhere;
 * - `Admin` when they hold Program Manager (9) or Limited Admin (11) somewhere;
 * - `Instructor` when they hold an instructional role (2, 3, 8, 10, 12) somewhere.
 * A learner, or a user with no active membership, gets an empty list.
 */
export function tokenRolesFor(memberships: readonly MembershipFacts[]): TokenRole[] {
  const held = new Set(memberships.filter((m) => m.active).map((m) => m.user_role_id));
  const roles: TokenRole[] = [];
  if ([...held].some((id) => id !== ROLE.learner)) roles.push('Staff');
  if (ADMIN_ROLES.some((id) => held.has(id))) roles.push('Admin');
  if (INSTRUCTIONAL_ROLES.some((id) => held.has(id))) roles.push('Instructor');
  return roles;
}
