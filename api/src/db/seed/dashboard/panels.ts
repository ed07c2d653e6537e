import type { cohortWebtools } from '../../schema/index.ts';
import { SEED_COHORTS } from '../catalog.ts';
import { DASHBOARD_SEED } from './ids.ts';

/**
 * Earlier demo databases pointed HelpU's logo at a file that never existed (a 403 and a console
 * error on every Home load); a start puts the catalogue's logo back where that address is still
 * stored. The broken-image fallback is shown by the Online Tools story and component test.
 */
export const RETIRED_BROKEN_LOGO = { webtoolId: 13, logoUrl: '/files/webtools/helpu-logo.png' };

// Catalogue ids by program (§3): every cohort gets its program's tools; completed cohorts none.
const TOOLS_BY_PROGRAM: Record<number, number[]> = {
  1: [1, 3, 4, 5, 9, 12, 13],
  2: [1, 5, 9, 10, 11],
  6: [1, 3, 5, 9, 12],
  7: [1, 3, 5, 9, 13],
  9: [2, 5, 13],
};

/** The tools of each seeded cohort; Talkspace is assigned to the first cohort but switched off. */
export function buildCohortWebtools(): (typeof cohortWebtools.$inferInsert)[] {
  return SEED_COHORTS.filter((c) => c.course.status !== 'completed').flatMap((cohort) => {
    const tools = (TOOLS_BY_PROGRAM[cohort.program_id] ?? [1, 5]).map((webtools_id) => ({
      cohort_id: cohort.cohort_id,
      webtools_id,
      course_id: cohort.course.id,
      is_active: true,
      created_by: DASHBOARD_SEED,
    }));
    if (cohort.cohort_id === 1) tools.push({ ...tools[0]!, webtools_id: 6, is_active: false });
    return tools;
  });
}

/** Course-system ids of demo learners who have none (the embedded LMS enrolled them). */
export const DEMO_LMS_IDS: Record<string, string> = {
  'learner@cedar.test': '4101001',
  'prestart@cedar.test': '4104001',
};
