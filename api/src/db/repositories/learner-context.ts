import type { LearnerContextCourse, LearnerContextRequest } from '@cedar/shared/contract';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cohorts, courses, supportRequests, userCourses } from '../schema/index.ts';

/** At most this many other requests are listed in the side panel. */
const OTHER_REQUESTS = 20;

/**
 * The requester's other requests in the cohort, newest first, leaving out `exceptId` and (when
 * the caller may not see them) personal requests.
 */
export async function learnerOtherRequests(
  db: Database,
  email: string,
  cohortId: number,
  exceptId: number,
  includePersonal: boolean,
): Promise<LearnerContextRequest[]> {
  const rows = await db
    .select({
      id: supportRequests.id,
      request_type_id: supportRequests.request_type_id,
      status: supportRequests.status,
      created_at: supportRequests.created_at,
    })
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.user_email, email),
        eq(supportRequests.cohort_id, cohortId),
        ne(supportRequests.id, exceptId),
        includePersonal ? undefined : ne(supportRequests.request_type_id, 4),
      ),
    )
    .orderBy(desc(supportRequests.created_at), desc(supportRequests.id))
    .limit(OTHER_REQUESTS);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** The learner's memberships with their course, in the given cohorts only, by cohort name. */
export async function learnerCourses(
  db: Database,
  email: string,
  cohortIds: readonly number[],
): Promise<LearnerContextCourse[]> {
  if (cohortIds.length === 0) return [];
  return db
    .selectDistinct({
      cohort_id: userCourses.cohort_id,
      cohort_name: cohorts.cohort_name,
      coursename: courses.coursename,
      course_status: courses.status,
    })
    .from(userCourses)
    .innerJoin(cohorts, eq(cohorts.cohort_id, userCourses.cohort_id))
    .leftJoin(courses, eq(courses.id, userCourses.course_id))
    .where(and(eq(userCourses.user_email, email), inArray(userCourses.cohort_id, [...cohortIds])))
    .orderBy(asc(cohorts.cohort_name));
}
