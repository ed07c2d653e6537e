import type { LmsCourse } from './types.ts';

/**
 * The embedded course-management system's catalogue: the seeded cohorts' courses (LMS ids
 * 4101-4107, as the seed names them) and the courses of the coming terms, which a sync adds to
 * the courses table so cohort settings can associate them.
 */
export const DEMO_LMS_CATALOGUE: readonly LmsCourse[] = [
  {
    lms_course_id: '4101',
    name: 'SEBD September 2026: Core Curriculum',
    course_code: 'SEBD-2026-09',
    state: 'active',
    start_date: '2026-09-14',
    end_date: '2027-03-12',
  },
  {
    lms_course_id: '4102',
    name: 'SEBD March 2026: Core Curriculum',
    course_code: 'SEBD-2026-03',
    state: 'active',
    start_date: '2026-03-09',
    end_date: '2026-12-18',
  },
  {
    lms_course_id: '4103',
    name: 'Full Stack June 2026: Core Curriculum',
    course_code: 'FS-2026-06',
    state: 'active',
    start_date: '2026-06-08',
    end_date: '2027-01-29',
  },
  {
    lms_course_id: '4104',
    name: 'Front End January 2027: Core Curriculum',
    course_code: 'FE-2027-01',
    state: 'prestart',
    start_date: '2027-01-11',
    end_date: '2027-06-25',
  },
  {
    lms_course_id: '4105',
    name: 'UX Design July 2026: Core Curriculum',
    course_code: 'UX-2026-07',
    state: 'active',
    start_date: '2026-07-13',
    end_date: '2027-01-15',
  },
  {
    lms_course_id: '4106',
    name: 'Full Stack January 2026: Core Curriculum',
    course_code: 'FS-2026-01',
    state: 'completed',
    start_date: '2026-01-12',
    end_date: '2026-07-31',
  },
  {
    lms_course_id: '4107',
    name: 'Cybersecurity October 2026: Core Curriculum',
    course_code: 'CY-2026-10',
    state: 'active',
    start_date: '2026-10-05',
    end_date: '2027-04-16',
  },
  {
    lms_course_id: '4201',
    name: 'SEBD Career Readiness',
    course_code: 'SEBD-CR',
    state: 'active',
    start_date: null,
    end_date: null,
  },
  {
    lms_course_id: '4202',
    name: 'Full Stack Capstone Studio',
    course_code: 'FS-CAP',
    state: 'active',
    start_date: null,
    end_date: null,
  },
  {
    lms_course_id: '4203',
    name: 'SEBD March 2027: Core Curriculum',
    course_code: 'SEBD-2027-03',
    state: 'prestart',
    start_date: '2027-03-08',
    end_date: '2027-09-17',
  },
  {
    lms_course_id: '4204',
    name: 'UX Design January 2027: Core Curriculum',
    course_code: 'UX-2027-01',
    state: 'prestart',
    start_date: '2027-01-18',
    end_date: '2027-07-16',
  },
];
