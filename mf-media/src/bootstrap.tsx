import { lazy } from 'react';
import { mountStandalone } from '@cedar/shared/auth';

// Standalone dev mode (`npm run dev -w mf-media`): this remote's pages inside the portal's
// providers and sign-in, against the API the dev server proxies to.
mountStandalone({
  name: 'media',
  routes: [
    { path: '/watch', Component: lazy(() => import('./routes/WatchPage')) },
    { path: '/media/:videoUUId', Component: lazy(() => import('./routes/VideoPage')) },
  ],
});
