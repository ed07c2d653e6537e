import { lazy } from 'react';
import { mountStandalone } from '@cedar/shared/auth';

// Standalone dev mode (`npm run dev -w mf-dashboard`): this remote's pages inside the portal's
// providers and sign-in, against the API the dev server proxies to.
const HomePage = lazy(() => import('./routes/HomePage'));

mountStandalone({
  name: 'dashboard',
  // /help is the same page with the Request Support drawer open (§2).
  routes: [
    { path: '/', Component: HomePage },
    { path: '/help', Component: HomePage },
  ],
});
