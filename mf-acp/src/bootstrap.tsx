import { lazy } from 'react';
import { mountStandalone } from '@cedar/shared/auth';

// Standalone dev mode (`npm run dev -w mf-acp`): this remote's pages inside the portal's
// providers and sign-in, against the API the dev server proxies to.
mountStandalone({
  name: 'acp',
  routes: [
    { path: '/', Component: lazy(() => import('./routes/OverviewPage')) },
    { path: '/acp/listRequests/:requestId?', Component: lazy(() => import('./routes/SupportRequestsPage')) },
    { path: '/acp/announcementHistory', Component: lazy(() => import('./routes/AnnouncementHistoryPage')) },
    { path: '/acp/videoLibrary', Component: lazy(() => import('./routes/VideoLibraryPage')) },
    { path: '/acp/people/:roleId?', Component: lazy(() => import('./routes/PeoplePage')) },
    { path: '/acp/settings', Component: lazy(() => import('./routes/CohortSettingsPage')) },
    { path: '/acp/admin/settings', Component: lazy(() => import('./routes/AdminSettingsPage')) },
  ],
});
