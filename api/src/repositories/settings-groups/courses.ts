import type { CohortCourse } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cohortCourses, cohorts, courses, userCourses } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { CohortSettingsGroupsRepository } from './repository.ts';

/** Associated Courses: an association is ended by is_active false, never deleted. */
export function createCohortCoursesStore(
  db: Database,
): Pick<CohortSettingsGroupsRepository, 'courses' | 'activeUsers' | 'addCourses' | 'removeCourses'> {
  const listCourses = async (tx: Database, cohortId: number): Promise<CohortCourse[]> => {
    const rows = await tx
      .select({
        course_id: courses.id,
        lms_course_id: courses.lms_course_id,
        coursename: courses.coursename,
        cohort_id: cohortCourses.cohort_id,
        program_id: cohorts.program_id,
        is_active: cohortCourses.is_active,
      })
      .from(cohortCourses)
      .innerJoin(courses, eq(courses.id, cohortCourses.course_id))
      .innerJoin(cohorts, eq(cohorts.cohort_id, cohortCourses.cohort_id))
      .where(and(eq(cohortCourses.cohort_id, cohortId), eq(cohortCourses.is_active, true)))
      .orderBy(asc(courses.coursename), asc(courses.id));
    return rows.map((row) => ({ ...row, subscribed_canvas: 'New LMS' }));
  };

  return {
    courses: (cohortId) => listCourses(db, cohortId),

    async activeUsers(cohortId, courseId) {
      const [link] = await db
        .select({ course_id: cohortCourses.course_id })
        .from(cohortCourses)
        .where(
          and(
            eq(cohortCourses.cohort_id, cohortId),
            eq(cohortCourses.course_id, courseId),
            eq(cohortCourses.is_active, true),
          ),
        );
      if (!link) return null;
      const [row] = await db
        .select({ n: countDistinct(userCourses.user_email) })
        .from(userCourses)
        .innerJoin(
          cohortCourses,
          and(eq(cohortCourses.cohort_id, userCourses.cohort_id), eq(cohortCourses.is_active, true)),
        )
        .where(
          and(
            eq(cohortCourses.course_id, courseId),
            eq(userCourses.active, true),
            eq(userCourses.user_role_id, ROLE.learner),
          ),
        );
      return Number(row?.n ?? 0);
    },

    addCourses: (cohortId, additions, actor) =>
      db.transaction(async (tx) => {
        const taken = new Set((await listCourses(tx, cohortId)).map((c) => c.course_id));
        const already = additions.find((course) => taken.has(course.id));
        if (already) throw conflict(`The course ${already.name} is already associated with this cohort.`);
        await tx
          .insert(cohortCourses)
          .values(additions.map((c) => ({ cohort_id: cohortId, course_id: c.id, is_active: true, created_by: actor })))
          .onConflictDoUpdate({
            target: [cohortCourses.cohort_id, cohortCourses.course_id],
            set: { is_active: true, updated_by: actor },
          });
        return listCourses(tx, cohortId);
      }),

    removeCourses: (cohortId, courseIds, actor) =>
      db.transaction(async (tx) => {
        const taken = new Set((await listCourses(tx, cohortId)).map((c) => c.course_id));
        const missing = courseIds.find((id) => !taken.has(id));
        if (missing !== undefined) throw notFound(`The cohort does not take the course ${missing}.`);
        await tx
          .update(cohortCourses)
          .set({ is_active: false, updated_by: actor })
          .where(and(eq(cohortCourses.cohort_id, cohortId), inArray(cohortCourses.course_id, [...courseIds])));
        return listCourses(tx, cohortId);
      }),
  };
}
