import type { Launchpad } from '@cedar/shared/contract';

/** The moment the launchpad fixtures are seen from: Monday 14 September 2026 in Chicago. */
export const NOW = new Date('2026-09-14T15:00:00Z');

/** A prestart course starting in 6 days. */
export const launchpad: Launchpad = {
  course_id: 41,
  cohort_id: 4,
  coursename: 'Front End Launch',
  prestart: true,
  startdate: '2026-09-20',
  hero_image_url: 'https://picsum.photos/seed/cedar-launch/960/320',
  lms_course_id: '8841',
  course_url: 'https://lms.cedar.example/courses/8841',
};

/** A launchpad whose course started 4 days ago. */
export const startedLaunchpad: Launchpad = { ...launchpad, startdate: '2026-09-10' };

/** A launchpad without hero image or course page. */
export const bareLaunchpad: Launchpad = { ...launchpad, hero_image_url: null, course_url: null };
