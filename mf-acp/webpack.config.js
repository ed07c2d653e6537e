const { createFederatedConfig } = require('@cedar/shared/federation/webpack');

module.exports = createFederatedConfig({
  name: 'acp',
  dir: __dirname,
  port: 3005,
  exposes: {
    './OverviewPage': './src/routes/OverviewPage.tsx',
    './SupportRequestsPage': './src/routes/SupportRequestsPage.tsx',
    './AnnouncementHistoryPage': './src/routes/AnnouncementHistoryPage.tsx',
    './VideoLibraryPage': './src/routes/VideoLibraryPage.tsx',
    './PeoplePage': './src/routes/PeoplePage.tsx',
    './CohortSettingsPage': './src/routes/CohortSettingsPage.tsx',
    './AdminSettingsPage': './src/routes/AdminSettingsPage.tsx',
  },
});
