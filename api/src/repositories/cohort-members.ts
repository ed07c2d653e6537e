import type {
  AcpMember,
  MemberImportEnvelope,
  AddCohortMembersEnvelope,
  MembershipChange,
  NewCohortMember,
  UpdateCohortMember,
} from '@cedar/shared/contract';
import { activeFirstUniqueByEmail } from '@cedar/shared/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  insertMembershipChange,
  isInCohort,
  selectCohortMemberRow,
  selectCohortMemberRows,
  selectCohortSummary,
  selectMembershipChanges,
} from '../db/repositories/member-management.ts';
import { users } from '../db/schema/index.ts';
import type { ImportLine } from '../domain/member-import.ts';
import { importMembers } from './member-import.ts';
import { type Actor, addOne, applyUpdate, type OnNewUser, RowRefused } from './member-writes.ts';

export type { Actor, OnNewUser };

type AddOutcome = AddCohortMembersEnvelope['message'];
type Summary = NonNullable<Awaited<ReturnType<typeof selectCohortSummary>>>;

/** A cohort's members as the admin console manages them (admin-console §2.9, §4 Member). */
export interface CohortMembersRepository {
  cohort(cohortId: number): Promise<Summary | null>;
  /** Active first, one per e-mail keeping the active entry (§4). */
  list(cohortId: number, now: Date): Promise<AcpMember[]>;
  lookup(
    cohortId: number,
    email: string,
  ): Promise<{
    user: Pick<AcpMember, 'first_name' | 'last_name' | 'user_lms_id'> & { email: string };
    inCohort: boolean;
  } | null>;
  /** Adds each member in its own transaction; a refused row changes nothing. */
  add(cohortId: number, members: NewCohortMember[], actor: Actor, onNewUser?: OnNewUser): Promise<AddOutcome>;
  /** Applies the changed fields of one membership row; null when the row is not the cohort's. */
  update(
    cohortId: number,
    membershipId: number,
    changes: UpdateCohortMember,
    actor: Actor,
  ): Promise<{ member: AcpMember; count: number } | null>;
  changes(cohortId: number): Promise<MembershipChange[]>;
  /** A CSV import's lines: a dry run (nothing kept) or an apply, in one transaction. */
  importMembers(
    cohortId: number,
    lines: ImportLine[],
    actor: Actor,
    options: { apply: boolean; onNewUser?: OnNewUser | undefined },
  ): Promise<MemberImportEnvelope['message']>;
}

export function createCohortMembersRepository(db: Database): CohortMembersRepository {
  return {
    cohort: (cohortId) => selectCohortSummary(db, cohortId),

    async list(cohortId, now) {
      const rows = await selectCohortMemberRows(db, cohortId, now);
      return activeFirstUniqueByEmail(rows);
    },

    async lookup(cohortId, email) {
      const [user] = await db
        .select({
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          user_lms_id: users.user_lms_id,
        })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()));
      if (!user) return null;
      return { user, inCohort: await isInCohort(db, cohortId, user.email) };
    },

    async add(cohortId, members, actor, onNewUser) {
      const outcome: AddOutcome = { didAdd: [], didNotAdd: [] };
      for (const member of members) {
        const email = member.email.trim().toLowerCase();
        try {
          const messages = await db.transaction((tx) => addOne(tx, cohortId, member, actor, onNewUser));
          outcome.didAdd.push({ email, messages });
        } catch (error) {
          if (!(error instanceof RowRefused)) throw error;
          outcome.didNotAdd.push({ email, message: error.message });
        }
      }
      return outcome;
    },

    async update(cohortId, membershipId, changes, actor) {
      return db.transaction(async (tx) => {
        const before = await selectCohortMemberRow(tx, cohortId, membershipId, actor.now);
        if (!before) return null;
        const changed = await applyUpdate(tx, cohortId, before, changes, actor);
        if (changed.length > 0) {
          await insertMembershipChange(tx, {
            cohort_id: cohortId,
            actor_email: actor.email,
            member_email: changes.user.email?.trim().toLowerCase() ?? before.user_email,
            action: 'updated',
            changes: changed,
            created_at: actor.now,
          });
        }
        const member = (await selectCohortMemberRow(tx, cohortId, membershipId, actor.now))!;
        return { member, count: changed.length };
      });
    },

    changes: (cohortId) => selectMembershipChanges(db, cohortId),
    importMembers: (cohortId, lines, actor, options) => importMembers(db, cohortId, lines, actor, options),
  };
}
