/** The demo accounts listed on the embedded login page and in the README. */
export const DEMO_PASSWORD = 'cedar-demo';

export interface DemoAccount {
  email: string;
  label: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'learner@cedar.test',
    label: 'Learner',
    description: 'Student in SEBD September 2026, active course, full profile',
  },
  {
    email: 'prestart@cedar.test',
    label: 'Prestart learner',
    description: 'Student in a cohort whose course is prestart',
  },
  { email: 'newbie@cedar.test', label: 'New learner', description: 'Student signing in for the first time' },
  { email: 'coach@cedar.test', label: 'Coach', description: 'Coach in SEBD September 2026' },
  { email: 'facilitator@cedar.test', label: 'Facilitator', description: 'Facilitator in SEBD September 2026' },
  { email: 'support@cedar.test', label: 'Support', description: 'Support in SEBD September 2026' },
  { email: 'admin@cedar.test', label: 'Program Manager', description: 'Program Manager in cohorts of two programs' },
  { email: 'limited@cedar.test', label: 'Limited Admin', description: 'Limited Admin in two cohorts' },
  { email: 'nocourse@cedar.test', label: 'No course', description: 'Signed in, enrolled in nothing' },
];
