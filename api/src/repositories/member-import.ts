import type { MemberImportEnvelope, MemberImportRow } from '@cedar/shared/contract';
import { EDIT_ROLE_IDS, memberChanges, MEMBER_ROLE_LABELS } from '@cedar/shared/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { insertMembershipChange, selectCohortMemberRow } from '../db/repositories/member-management.ts';
import { userCourses, users } from '../db/schema/index.ts';
import type { ImportLine } from '../domain/member-import.ts';
import { HttpError } from '../http-errors.ts';
import { type Actor, addOne, applyUpdate, type OnNewUser, RowRefused } from './member-writes.ts';

type ImportOutcome = MemberImportEnvelope['message'];

/** Thrown at the end of a dry run so its transaction rolls back. */
class DryRun extends Error {}

const FIELD_NAMES: Record<string, string> = {
  first_name: 'first name',
  last_name: 'last name',
  user_lms_id: 'LMS ID',
  user_role_id: 'role',
  active: 'active',
  is_visible: 'visible in Connect',
};

const describe = (field: string, value: unknown) =>
  `${FIELD_NAMES[field] ?? field}: ${
    field === 'user_role_id' ? (MEMBER_ROLE_LABELS[value as number] ?? value) : value === null ? '(none)' : value
  }`;

/** One line: added, updated, unchanged or refused; its writes are undone with its savepoint when refused. */
async function importLine(
  tx: Database,
  cohortId: number,
  line: ImportLine,
  actor: Actor,
  onNewUser: OnNewUser | undefined,
): Promise<MemberImportRow> {
  const row = { line: line.line, email: line.email };
  const member = line.member;
  if (!member) return { ...row, action: 'refused', details: line.errors };
  const [membership] = await tx
    .select({ id: userCourses.id })
    .from(userCourses)
    .where(and(eq(userCourses.cohort_id, cohortId), eq(userCourses.user_email, member.email)))
    // The active entry is the one the People page shows (one per e-mail, active first).
    .orderBy(desc(userCourses.active), desc(userCourses.id))
    .limit(1);
  if (!membership) {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    await addOne(tx, cohortId, member, actor, onNewUser);
    return {
      ...row,
      action: 'add',
      details: [
        existing ? 'Existing user joins the cohort' : 'New user: a set-password link is e-mailed',
        describe('user_role_id', member.user_role_id),
      ],
    };
  }
  const before = (await selectCohortMemberRow(tx, cohortId, membership.id, actor.now))!;
  const changes = memberChanges({ ...before, email: before.user_email }, member);
  const changed = { ...changes.user, ...changes.membership };
  if (Object.keys(changed).length === 0) return { ...row, action: 'unchanged', details: [] };
  if (
    changes.membership.user_role_id !== undefined &&
    !EDIT_ROLE_IDS.includes(changes.membership.user_role_id as never)
  ) {
    throw new RowRefused('A member can be made a Learner, Coach, Facilitator, Admin or SME.');
  }
  const fields = await applyUpdate(tx, cohortId, before, changes, actor);
  await insertMembershipChange(tx, {
    cohort_id: cohortId,
    actor_email: actor.email,
    member_email: before.user_email,
    action: 'updated',
    changes: [...fields, ...(actor.via ? [actor.via] : [])],
    created_at: actor.now,
  });
  return { ...row, action: 'update', details: Object.entries(changed).map(([field, value]) => describe(field, value)) };
}

/**
 * A member import, row by row, in one transaction. Each line runs in a savepoint, so a refused
 * line leaves nothing behind and the others go on. A dry run is the same work rolled back at
 * the end: what it answers is exactly what an apply of the same file does to the same data.
 */
export async function importMembers(
  db: Database,
  cohortId: number,
  lines: ImportLine[],
  actor: Actor,
  options: { apply: boolean; onNewUser?: OnNewUser | undefined },
): Promise<ImportOutcome> {
  const rows: MemberImportRow[] = [];
  const run = async (tx: Database) => {
    for (const line of lines) {
      try {
        rows.push(
          await tx.transaction((savepoint) =>
            importLine(savepoint, cohortId, line, actor, options.apply ? options.onNewUser : undefined),
          ),
        );
      } catch (error) {
        const refusal = error instanceof RowRefused || (error instanceof HttpError && error.statusCode === 400);
        if (!refusal) throw error;
        rows.push({ line: line.line, email: line.email, action: 'refused', details: [(error as Error).message] });
      }
    }
    if (!options.apply) throw new DryRun();
  };
  try {
    await db.transaction(run);
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  const counts = { add: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.action]++;
  return { applied: options.apply, rows, counts };
}
