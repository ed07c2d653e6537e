import { mountStandalone } from '@cedar/shared/auth/standalone';
import { remote } from './remote';

// Standalone dev mode (`npm run dev -w mf-dashboard`): the pages src/remote.ts declares, inside the
// portal's providers and sign-in, against the API the dev server proxies to.
mountStandalone(remote);
