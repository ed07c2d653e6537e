const { createFederatedConfig } = require('@cedar/shared/federation/webpack');

module.exports = createFederatedConfig({
  name: 'profile',
  dir: __dirname,
  port: 3004,
  exposes: {
    './ProfilePage': './src/routes/ProfilePage.tsx',
    './LearnerEditProfilePage': './src/routes/LearnerEditProfilePage.tsx',
    './StaffEditProfilePage': './src/routes/StaffEditProfilePage.tsx',
    './OnboardingWizard': './src/routes/OnboardingWizard.tsx',
  },
});
