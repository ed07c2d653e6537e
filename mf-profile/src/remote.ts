import { bindRemote, profileRemote } from '@cedar/shared/contract';

/**
 * This remote as data (docs/remotes.md): the contract's declaration of "profile" with each
 * exposed module's file. webpack.config.js reads `exposes` from it and the standalone dev page
 * its routes. Plain data and lazy imports only: Node loads this file for the webpack config.
 */
export const remote = bindRemote(profileRemote, {
  ProfilePage: { file: './src/routes/ProfilePage.tsx', load: () => import('./routes/ProfilePage.tsx') },
  LearnerEditProfilePage: {
    file: './src/routes/LearnerEditProfilePage.tsx',
    load: () => import('./routes/LearnerEditProfilePage.tsx'),
  },
  StaffEditProfilePage: {
    file: './src/routes/StaffEditProfilePage.tsx',
    load: () => import('./routes/StaffEditProfilePage.tsx'),
  },
  OnboardingWizard: { file: './src/routes/OnboardingWizard.tsx', load: () => import('./routes/OnboardingWizard.tsx') },
});
