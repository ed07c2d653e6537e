import { type RemoteDeclaration, exposedPage } from './declaration.ts';

/** Remote "dashboard" (mf-dashboard): the learner home. */
export const dashboardRemote = {
  name: 'dashboard',
  pages: {
    /** /help is the same page with the Request Support drawer open (learner-dashboard §2). */
    HomePage: exposedPage({ routes: ['home', 'help'], shell: 'learner' }),
  },
  widgets: {},
} as const satisfies RemoteDeclaration;
