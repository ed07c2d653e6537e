import { type RemoteDeclaration, exposedPage } from './declaration.ts';

/** Remote "dashboard" (mf-dashboard): the learner home. */
export const dashboardRemote = {
  name: 'dashboard',
  pages: {
    /** /help is the same page with the Request Support drawer open (learner-dashboard §2). */
    HomePage: exposedPage({
      routes: ['home', 'help'],
      shell: 'learner',
      // Its Study Session card (Classmates before the cohort starts) comes from mf-connect.
      embeds: [{ remote: 'connect', exposed: 'StudySessionCard' }],
    }),
  },
  widgets: {},
} as const satisfies RemoteDeclaration;
