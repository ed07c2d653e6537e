import { acpRemote, bindRemote } from '@cedar/shared/contract';

/**
 * This remote as data (docs/remotes.md): the contract's declaration of "acp" with each
 * exposed module's file. webpack.config.js reads `exposes` from it and the standalone dev page
 * its routes. Plain data and lazy imports only: Node loads this file for the webpack config.
 */
export const remote = bindRemote(acpRemote, {
  OverviewPage: { file: './src/routes/OverviewPage.tsx', load: () => import('./routes/OverviewPage.tsx') },
  SupportRequestsPage: {
    file: './src/routes/SupportRequestsPage.tsx',
    load: () => import('./routes/SupportRequestsPage.tsx'),
  },
  AnnouncementHistoryPage: {
    file: './src/routes/AnnouncementHistoryPage.tsx',
    load: () => import('./routes/AnnouncementHistoryPage.tsx'),
  },
  VideoLibraryPage: { file: './src/routes/VideoLibraryPage.tsx', load: () => import('./routes/VideoLibraryPage.tsx') },
  PeoplePage: { file: './src/routes/PeoplePage.tsx', load: () => import('./routes/PeoplePage.tsx') },
  RemoteHealthPage: {
    file: './src/routes/RemoteHealthPage.tsx',
    load: () => import('./routes/RemoteHealthPage.tsx'),
  },
  CohortSettingsPage: {
    file: './src/routes/CohortSettingsPage.tsx',
    load: () => import('./routes/CohortSettingsPage.tsx'),
  },
  AdminSettingsPage: {
    file: './src/routes/AdminSettingsPage.tsx',
    load: () => import('./routes/AdminSettingsPage.tsx'),
  },
});
