import { type RemoteDeclaration, exposedPage } from './declaration.ts';

/** Remote "profile" (mf-profile): profiles, both edit pages and the onboarding wizard. */
export const profileRemote = {
  name: 'profile',
  pages: {
    ProfilePage: exposedPage({ routes: ['profile'] }),
    LearnerEditProfilePage: exposedPage({ routes: ['learnerEditProfile'] }),
    StaffEditProfilePage: exposedPage({ routes: ['staffEditProfile'] }),
    /** No route of its own: on first login it is the only screen, at whatever path was opened (§2.6). */
    OnboardingWizard: exposedPage({ routes: [], onFirstLogin: true }),
  },
  widgets: {},
} as const satisfies RemoteDeclaration;
