import { lazy } from 'react';
import { mountStandalone } from '@cedar/shared/auth';

// Standalone dev mode (`npm run dev -w mf-profile`): this remote's pages inside the portal's
// providers and sign-in, against the API the dev server proxies to.
mountStandalone({
  name: 'profile',
  routes: [
    { path: '/profile/:useremail', Component: lazy(() => import('./routes/ProfilePage')) },
    { path: '/profile/learner/editprofile', Component: lazy(() => import('./routes/LearnerEditProfilePage')) },
    { path: '/acp/staff/editprofile', Component: lazy(() => import('./routes/StaffEditProfilePage')) },
    { path: '/onboarding', Component: lazy(() => import('./routes/OnboardingWizard')) },
  ],
});
