import type { CreateCohort, CreatedCohortEnvelope, ManagedProgram } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { insertMembershipChange } from '../db/repositories/member-management.ts';
import { cohorts, programs, userCourses } from '../db/schema/index.ts';

type Created = CreatedCohortEnvelope['message'];

/** Programs and the creation of cohorts (admin-console §2.10, §4 Create cohort). */
export interface CohortAdminRepository {
  /** Every program with its cohorts, active (not ended before `today`) and inactive, by name. */
  programs(today: string): Promise<ManagedProgram[]>;
  /** Creates the cohort and makes the creator its admin (role 9) in one transaction; null when the name is taken. */
  create(input: CreateCohort, creator: string, now: Date): Promise<Created | null>;
}

export function createCohortAdminRepository(db: Database): CohortAdminRepository {
  return {
    async programs(today) {
      const [allPrograms, allCohorts] = await Promise.all([
        db.select().from(programs).orderBy(asc(programs.id)),
        db
          .select({
            cohort_id: cohorts.cohort_id,
            cohort_name: cohorts.cohort_name,
            program_id: cohorts.program_id,
            start_date: cohorts.start_date,
            end_date: cohorts.end_date,
          })
          .from(cohorts)
          .orderBy(asc(cohorts.cohort_name)),
      ]);
      return allPrograms.map((program) => {
        const own = allCohorts.filter((c) => c.program_id === program.id).map(({ program_id: _p, ...c }) => c);
        return {
          id: program.id,
          title: program.title,
          cohorts: {
            active: own.filter((c) => c.end_date === null || c.end_date >= today),
            inactive: own.filter((c) => c.end_date !== null && c.end_date < today),
          },
        };
      });
    },

    async create(input, creator, now) {
      return db.transaction(async (tx) => {
        const name = input.cohort_name.trim();
        const [taken] = await tx
          .select({ id: cohorts.cohort_id })
          .from(cohorts)
          .where(eq(sql`lower(${cohorts.cohort_name})`, name.toLowerCase()));
        if (taken) return null;
        const [cohort] = await tx
          .insert(cohorts)
          .values({
            cohort_name: name,
            program_id: input.program_id,
            start_date: input.startTermField,
            created_by: input.created_by.trim().toLowerCase(),
          })
          .returning({
            cohort_id: cohorts.cohort_id,
            cohort_name: cohorts.cohort_name,
            program_id: cohorts.program_id,
            start_date: cohorts.start_date,
          });
        const [membership] = await tx
          .insert(userCourses)
          .values({
            user_email: creator,
            user_role_id: ROLE.programManager,
            cohort_id: cohort!.cohort_id,
            is_visible: true,
            active: true,
            created_by: creator,
            updated_by: creator,
            updated_date: now.toISOString().slice(0, 10),
          })
          .returning({ id: userCourses.id, user_role_id: userCourses.user_role_id, cohort_id: userCourses.cohort_id });
        await insertMembershipChange(tx, {
          cohort_id: cohort!.cohort_id,
          actor_email: creator,
          member_email: creator,
          action: 'added',
          changes: [`role ${ROLE.programManager}`, 'cohort created'],
          created_at: now,
        });
        return { cohort: cohort!, membership: membership! };
      });
    },
  };
}
