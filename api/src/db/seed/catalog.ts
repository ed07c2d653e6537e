import type { CourseStatus } from '../schema/index.ts';

/** A seeded cohort with its one course; ids are fixed so tests and demos can name them. */
export interface SeedCohort {
  cohort_id: number;
  cohort_name: string;
  program_id: number;
  zoom_url: string | null;
  start_date: string;
  end_date: string;
  course: { id: number; coursename: string; status: CourseStatus; lms_course_id: string };
  /** How many learners the seed puts in it. */
  learners: number;
}

const cohort = (
  cohort_id: number,
  cohort_name: string,
  program_id: number,
  [start_date, end_date]: [string, string],
  status: CourseStatus,
  learners: number,
  zoom: string | null,
): SeedCohort => ({
  cohort_id,
  cohort_name,
  program_id,
  zoom_url: zoom && `https://zoom.example.com/j/${zoom}`,
  start_date,
  end_date,
  course: {
    id: cohort_id,
    coursename: `${cohort_name}: Core Curriculum`,
    status,
    lms_course_id: String(4100 + cohort_id),
  },
  learners,
});

/** The seeded cohorts. */
export const SEED_COHORTS: readonly SeedCohort[] = [
  cohort(1, 'SEBD September 2026', 1, ['2026-09-14', '2027-03-12'], 'active', 80, '84120260914'),
  cohort(2, 'SEBD March 2026', 1, ['2026-03-09', '2026-12-18'], 'active', 55, '84120260309'),
  cohort(3, 'Full Stack June 2026', 6, ['2026-06-08', '2027-01-29'], 'active', 55, '86120260608'),
  cohort(4, 'Front End January 2027', 9, ['2027-01-11', '2027-06-25'], 'prestart', 40, null),
  cohort(5, 'UX Design July 2026', 2, ['2026-07-13', '2027-01-15'], 'active', 40, '82120260713'),
  cohort(6, 'Full Stack January 2026', 6, ['2026-01-12', '2026-07-31'], 'completed', 35, null),
  cohort(7, 'Cybersecurity October 2026', 7, ['2026-10-05', '2027-04-16'], 'active', 30, '87120261005'),
];

function byName(name: string): SeedCohort {
  const found = SEED_COHORTS.find((c) => c.cohort_name === name);
  if (!found) throw new Error(`no seeded cohort ${name}`);
  return found;
}

/** Seeded cohorts that tests and demo accounts refer to. */
export const SEED_COHORT = {
  sebdSeptember2026: byName('SEBD September 2026'),
  sebdMarch2026: byName('SEBD March 2026'),
  fullStackJune2026: byName('Full Stack June 2026'),
  frontEndPrestart: byName('Front End January 2027'),
  uxDesign: byName('UX Design July 2026'),
  fullStackCompleted: byName('Full Stack January 2026'),
  cybersecurity: byName('Cybersecurity October 2026'),
} as const;

/** Programs that have seeded cohorts. */
export const SEED_PROGRAM_IDS = [...new Set(SEED_COHORTS.map((c) => c.program_id))];
