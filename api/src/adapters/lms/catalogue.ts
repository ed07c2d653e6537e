import type { LmsCatalogueCourse } from '@cedar/shared/contract';
import { asc, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';

/**
 * The LMS's course catalogue as the cohort settings use it (admin-console §7 Search LMS
 * courses): search by name or course id, and look courses up by catalogue id.
 */
export interface LmsCatalogue {
  /** Courses whose name or LMS course id contains `text` (any case), by name; at most `limit`. */
  search(text: string, limit: number): Promise<LmsCatalogueCourse[]>;
  /** The catalogue courses with these ids (unknown ids are left out). */
  byIds(ids: readonly number[]): Promise<LmsCatalogueCourse[]>;
}

/** What the embedded catalogue calls its courses (§3 Cohort course: New LMS vs Old LMS). */
export const EMBEDDED_LMS_LABEL = 'New LMS';

const columns = { id: courses.id, course_id: courses.lms_course_id, name: courses.coursename };
const withLabel = (rows: { id: number; course_id: string | null; name: string }[]) =>
  rows.map((row) => ({ ...row, subscribed_canvas: EMBEDDED_LMS_LABEL }));

/**
 * The embedded default: the demo catalogue kept in the `courses` table (the courses an LMS sync
 * would bring in).
 */
export function createEmbeddedLmsCatalogue(db: Database): LmsCatalogue {
  return {
    async search(text, limit) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select(columns)
        .from(courses)
        .where(or(ilike(courses.coursename, pattern), ilike(courses.lms_course_id, pattern)))
        .orderBy(asc(courses.coursename), asc(courses.id))
        .limit(limit);
      return withLabel(rows);
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return withLabel(
        await db
          .select(columns)
          .from(courses)
          .where(inArray(courses.id, [...ids])),
      );
    },
  };
}
