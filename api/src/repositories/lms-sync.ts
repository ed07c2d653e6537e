import { inArray, eq, sql } from 'drizzle-orm';
import type { LmsCourse } from '../adapters/lms/index.ts';
import type { Database } from '../db/client.ts';
import { courses } from '../db/schema/index.ts';

export interface LmsSyncResult {
  total: number;
  added: number;
  updated: number;
}

/** The LMS course sync (admin-console §2.11): the LMS's courses into the courses table. */
export interface LmsSyncRepository {
  /**
   * In one transaction: a course the table does not know (by lms_course_id) is added with its
   * state and dates; a known one takes the LMS's name. Statuses of known courses stay (the
   * dashboard's prestart and completed rules own them). Concurrent syncs run one after another.
   */
  syncCourses(lmsCourses: LmsCourse[]): Promise<LmsSyncResult>;
}

export function createLmsSyncRepository(db: Database): LmsSyncRepository {
  return {
    async syncCourses(lmsCourses) {
      const unique = [...new Map(lmsCourses.map((c) => [c.lms_course_id, c])).values()];
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cedar-lms-course-sync'))`);
        const ids = unique.map((c) => c.lms_course_id);
        const known =
          ids.length === 0
            ? []
            : await tx
                .select({ id: courses.id, lms_course_id: courses.lms_course_id, coursename: courses.coursename })
                .from(courses)
                .where(inArray(courses.lms_course_id, ids));
        const byLmsId = new Map<string, typeof known>();
        for (const row of known) byLmsId.set(row.lms_course_id!, [...(byLmsId.get(row.lms_course_id!) ?? []), row]);
        let updated = 0;
        const fresh: (typeof courses.$inferInsert)[] = [];
        for (const course of unique) {
          const rows = byLmsId.get(course.lms_course_id);
          if (!rows) {
            fresh.push({
              coursename: course.name,
              lms_course_id: course.lms_course_id,
              status: course.state,
              start_date: course.start_date,
              end_date: course.end_date,
            });
            continue;
          }
          const renamed = rows.filter((row) => row.coursename !== course.name);
          for (const row of renamed) {
            await tx.update(courses).set({ coursename: course.name }).where(eq(courses.id, row.id));
          }
          if (renamed.length > 0) updated++;
        }
        for (let i = 0; i < fresh.length; i += 500) await tx.insert(courses).values(fresh.slice(i, i + 500));
        return { total: unique.length, added: fresh.length, updated };
      });
    },
  };
}
