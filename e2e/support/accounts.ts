/** The demo accounts of api/src/db/seed/demo-accounts.ts, by what each journey needs. */
export const PASSWORD = 'cedar-demo';

export const ACCOUNTS = {
  learner: 'learner@cedar.test',
  prestart: 'prestart@cedar.test',
  newbie: 'newbie@cedar.test',
  coach: 'coach@cedar.test',
  facilitator: 'facilitator@cedar.test',
  support: 'support@cedar.test',
  admin: 'admin@cedar.test',
  limited: 'limited@cedar.test',
  nocourse: 'nocourse@cedar.test',
} as const;

export type AccountName = keyof typeof ACCOUNTS;
