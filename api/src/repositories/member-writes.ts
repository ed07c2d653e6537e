import type { AcpMember, NewCohortMember, UpdateCohortMember } from '@cedar/shared/contract';
import { normaliseNewMember, ROLE } from '@cedar/shared/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  insertMembershipChange,
  isInCohort,
  isLmsIdTaken,
  selectCohortCourseId,
} from '../db/repositories/member-management.ts';
import { userCourses, users } from '../db/schema/index.ts';
import { MEMBER_MESSAGES } from '../domain/member-messages.ts';
import { badRequest } from '../http-errors.ts';

/** The writes of one member row, shared by the Add Member(s) form and the CSV import. */
/** Who acts and when: every write records both. */
export interface Actor {
  email: string;
  now: Date;
  /** How the change was made, noted in the audit entry (e.g. 'CSV import'). */
  via?: string;
}

/**
 * Called inside the transaction that creates a user, so the invitation (its one-time link and
 * stored e-mail) exists exactly when the user does.
 */
export type OnNewUser = (tx: Database, email: string) => Promise<void>;

/** Refusal of one row, with the §8 message shown for it. */
export class RowRefused extends Error {}

export async function addOne(
  tx: Database,
  cohortId: number,
  raw: NewCohortMember,
  actor: Actor,
  onNewUser?: OnNewUser,
): Promise<string[]> {
  // Imported string fields are trimmed and an empty LMS id becomes null (§5).
  const member = normaliseNewMember(raw);
  const messages: string[] = [];
  if (await isInCohort(tx, cohortId, member.email)) throw new RowRefused(MEMBER_MESSAGES.alreadyInCohort(member.email));
  const [existing] = await tx.select({ email: users.email }).from(users).where(eq(users.email, member.email));
  if (!existing) {
    if (member.user_lms_id && (await isLmsIdTaken(tx, member.user_lms_id))) {
      throw new RowRefused(MEMBER_MESSAGES.lmsIdInUse(member.email, member.user_lms_id));
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, member.email));
    if (taken) throw new RowRefused(MEMBER_MESSAGES.usersTableError(member.email));
    await tx.insert(users).values({
      username: member.email,
      email: member.email,
      first_name: member.first_name,
      last_name: member.last_name,
      user_lms_id: member.user_lms_id,
      status: 'active',
      is_online: false,
      first_login: true,
      user_role: member.user_role_id === ROLE.learner ? 'student' : null,
      subscribed_canvas: member.user_role_id === ROLE.learner,
      created_by: actor.email,
    });
    await onNewUser?.(tx, member.email);
    messages.push(MEMBER_MESSAGES.addedToUsers);
  }
  await tx.insert(userCourses).values({
    user_email: member.email,
    user_role_id: member.user_role_id,
    cohort_id: cohortId,
    course_id: await selectCohortCourseId(tx, cohortId),
    // An inactive member is never visible in Connect (§4).
    is_visible: member.active && member.is_visible,
    active: member.active,
    created_by: actor.email,
    updated_by: actor.email,
    updated_date: actor.now.toISOString().slice(0, 10),
  });
  messages.push(MEMBER_MESSAGES.addedToCourses);
  await insertMembershipChange(tx, {
    cohort_id: cohortId,
    actor_email: actor.email,
    member_email: member.email,
    action: 'added',
    changes: [`role ${member.user_role_id}`, ...(existing ? [] : ['new user']), ...(actor.via ? [actor.via] : [])],
    created_at: actor.now,
  });
  messages.push(MEMBER_MESSAGES.added(member.email));
  return messages;
}

/** Applies one row's changes; answers the names of the changed fields. Refusals are 400s. */
export async function applyUpdate(
  tx: Database,
  cohortId: number,
  before: AcpMember,
  changes: UpdateCohortMember,
  actor: Actor,
): Promise<string[]> {
  const user = { ...changes.user };
  if (user.email !== undefined) user.email = user.email.trim().toLowerCase();
  for (const key of ['first_name', 'last_name'] as const) {
    if (user[key] !== undefined) {
      user[key] = user[key].trim();
      if (!user[key]) throw badRequest('First and last name are required.');
    }
  }
  if (user.user_lms_id !== undefined) user.user_lms_id = user.user_lms_id?.trim() || null;
  const membership = { ...changes.membership };
  if (membership.user_role_id !== undefined && membership.user_role_id !== before.user_role_id) {
    if (before.user_role_id === ROLE.programManager) throw badRequest('The Admin role cannot be changed here.');
  }
  if (membership.active === false) membership.is_visible = false;
  if (user.email !== undefined && user.email !== before.user_email) {
    const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    if (other) throw badRequest(`A user with the e-mail ${user.email} already exists.`);
  }
  if (user.user_lms_id && (await isLmsIdTaken(tx, user.user_lms_id, before.user_email))) {
    throw badRequest(MEMBER_MESSAGES.lmsIdInUse(user.email ?? before.user_email, user.user_lms_id));
  }
  if (membership.user_role_id !== undefined && membership.user_role_id !== before.user_role_id) {
    const [clash] = await tx
      .select({ id: userCourses.id })
      .from(userCourses)
      .where(
        and(
          eq(userCourses.user_email, before.user_email),
          eq(userCourses.cohort_id, cohortId),
          eq(userCourses.user_role_id, membership.user_role_id),
        ),
      );
    if (clash) throw badRequest('This member already holds that role in the cohort.');
  }
  if (Object.keys(user).length > 0) {
    await tx
      .update(users)
      .set({ ...user, updated_at: actor.now })
      .where(eq(users.email, before.user_email));
  }
  await tx
    .update(userCourses)
    .set({ ...membership, updated_by: actor.email, updated_date: actor.now.toISOString().slice(0, 10) })
    .where(eq(userCourses.id, before.id));
  return [...Object.keys(user), ...Object.keys(membership)];
}
