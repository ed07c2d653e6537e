import type { StaffMember } from '@cedar/shared/contract';
import { staffRoleOptions } from '@cedar/shared/domain';
import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectCohortCourseId } from '../../db/repositories/member-management.ts';
import { userCourses, users } from '../../db/schema/index.ts';
import { avatarUrlOf } from '../../domain/avatar-urls.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { CohortSettingsGroupsRepository } from './repository.ts';

const today = () => new Date().toISOString().slice(0, 10);
const STAFF_ROLES = staffRoleOptions().map((role) => role.id);

/** Support Team: memberships whose role the console shows; a delete sets active false. */
export function createCohortStaffStore(
  db: Database,
): Pick<CohortSettingsGroupsRepository, 'staff' | 'searchUsers' | 'saveStaff' | 'deleteStaff'> {
  const staffColumns = {
    membership: {
      id: userCourses.id,
      user_email: userCourses.user_email,
      cohort_id: userCourses.cohort_id,
      course_id: userCourses.course_id,
      active: userCourses.active,
      user_role_id: userCourses.user_role_id,
    },
    user: {
      id: users.id,
      email: users.email,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      user_image_url: users.user_image_url,
    },
  };
  const toStaff = ({
    membership,
    user,
  }: {
    membership: Omit<StaffMember, 'user_email_mk_user'>;
    user: {
      id: number;
      email: string;
      username: string;
      first_name: string | null;
      last_name: string | null;
      user_image_url: string | null;
    };
  }): StaffMember => ({
    ...membership,
    user_email_mk_user: {
      email: user.email,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      user_image_url: avatarUrlOf(user),
    },
  });
  const listStaff = async (tx: Database, cohortId: number, ids?: number[]) => {
    const rows = await tx
      .select(staffColumns)
      .from(userCourses)
      .innerJoin(users, eq(users.email, userCourses.user_email))
      .where(
        and(
          eq(userCourses.cohort_id, cohortId),
          eq(userCourses.active, true),
          inArray(userCourses.user_role_id, STAFF_ROLES),
          ids ? inArray(userCourses.id, ids.concat(-1)) : undefined,
        ),
      )
      .orderBy(asc(users.first_name), asc(users.last_name), asc(userCourses.id));
    return rows.map(toStaff);
  };

  return {
    staff: (cohortId) => listStaff(db, cohortId),

    async searchUsers(text, limit) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          user_image_url: users.user_image_url,
          user_lms_id: users.user_lms_id,
        })
        .from(users)
        .where(
          or(
            ilike(users.username, pattern),
            ilike(users.email, pattern),
            ilike(users.first_name, pattern),
            ilike(users.last_name, pattern),
          ),
        )
        .orderBy(asc(users.first_name), asc(users.last_name), asc(users.email))
        .limit(limit);
      return rows.map(({ id, ...user }) => ({ ...user, user_image_url: avatarUrlOf({ id, ...user }) }));
    },

    saveStaff: (cohortId, writes, actor) =>
      db.transaction(async (tx) => {
        const saved = await listStaff(tx, cohortId);
        const byId = new Map(saved.map((s) => [s.id, s]));
        const missing = writes.find((w) => w.id !== undefined && !byId.has(w.id));
        if (missing) throw notFound(`There is no staff member ${missing.id} in this cohort.`);
        const additions = writes
          .filter((w) => w.id === undefined)
          .map((w) => ({ ...w, user_email: w.user_email.trim().toLowerCase() }));
        const emails = additions.map((w) => w.user_email);
        const known = new Set(
          emails.length === 0
            ? []
            : (await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
                (u) => u.email,
              ),
        );
        const unknown = emails.find((email) => !known.has(email));
        if (unknown) throw notFound(`There is no user ${unknown}.`);
        const onTeam = new Set(saved.map((s) => s.user_email));
        const twice = emails.find((email, i) => onTeam.has(email) || emails.indexOf(email) !== i);
        if (twice) throw conflict(`${twice} is already on the support team of this cohort.`);
        const courseId = await selectCohortCourseId(tx, cohortId);
        const touched: number[] = [];
        for (const w of writes) {
          if (w.id === undefined) continue;
          const clash = await tx
            .select({ id: userCourses.id })
            .from(userCourses)
            .where(
              and(
                eq(userCourses.cohort_id, cohortId),
                eq(userCourses.user_email, byId.get(w.id)!.user_email),
                eq(userCourses.user_role_id, w.user_role_id),
                ne(userCourses.id, w.id),
              ),
            );
          if (clash.length > 0) throw conflict(`${byId.get(w.id)!.user_email} already holds that role in this cohort.`);
          await tx
            .update(userCourses)
            .set({ user_role_id: w.user_role_id, updated_by: actor, updated_date: today() })
            .where(eq(userCourses.id, w.id));
          touched.push(w.id);
        }
        for (const w of additions) {
          const [row] = await tx
            .insert(userCourses)
            .values({
              user_email: w.user_email,
              user_role_id: w.user_role_id,
              cohort_id: cohortId,
              course_id: courseId,
              is_visible: true,
              active: true,
              created_by: actor,
            })
            .onConflictDoUpdate({
              target: [userCourses.user_email, userCourses.cohort_id, userCourses.user_role_id],
              set: { active: true, updated_by: actor, updated_date: today() },
            })
            .returning({ id: userCourses.id });
          touched.push(row!.id);
        }
        return listStaff(tx, cohortId, touched);
      }),

    deleteStaff: (cohortId, staffId, actor) =>
      db.transaction(async (tx) => {
        const [member] = await listStaff(tx, cohortId, [staffId]);
        if (!member) throw notFound(`There is no staff member ${staffId} in this cohort.`);
        await tx
          .update(userCourses)
          .set({ active: false, updated_by: actor, updated_date: today() })
          .where(eq(userCourses.id, staffId));
        return { ...member, active: false };
      }),
  };
}
