import { lazy } from 'react';
import { mountStandalone } from '@cedar/shared/auth';

// Standalone dev mode (`npm run dev -w mf-connect`): this remote's pages inside the portal's
// providers and sign-in, against the API the dev server proxies to.
mountStandalone({
  name: 'connect',
  routes: [{ path: '/connect', Component: lazy(() => import('./routes/ConnectPage')) }],
});
