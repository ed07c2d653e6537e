import type { RemoteHealth, RemoteVersionHealth } from '@cedar/shared/contract';

const health = (version: string, patch: Partial<RemoteVersionHealth> = {}): RemoteVersionHealth => ({
  version,
  pageViews: 1200,
  errors: 6,
  errorRate: 5,
  p75: { LCP: 1850, INP: 140, CLS: 0.04, 'remote-load': 420 },
  ...patch,
});

/** A remote whose current version does as well as the previous one. */
export const HEALTHY: RemoteHealth = {
  name: 'mf-profile',
  url: '/remotes/profile/mf-manifest.json',
  current: health('1.4.1', { errorRate: 4.2, p75: { LCP: 1790, INP: 132, CLS: 0.04, 'remote-load': 410 } }),
  previous: health('1.4.0'),
};

/** A remote whose last deploy fails and slows more (error rate and remote load > 20% worse). */
export const REGRESSED: RemoteHealth = {
  name: 'mf-dashboard',
  url: 'https://cdn.cedar.academy/dashboard/mf-manifest.json',
  current: health('2.3.0', {
    pageViews: 800,
    errors: 64,
    errorRate: 80,
    p75: { LCP: 2740, INP: 150, CLS: 0.05, 'remote-load': 900 },
  }),
  previous: health('2.2.4', { errorRate: 20, p75: { LCP: 1740, INP: 140, CLS: 0.05, 'remote-load': 300 } }),
};

/** A remote in the registry that has not reported yet. */
export const SILENT: RemoteHealth = {
  name: 'mf-media',
  url: '/remotes/media/mf-manifest.json',
  current: null,
  previous: null,
};

/** A remote whose current version failed for users before any page view was measured. */
export const ERRORS_WITHOUT_VIEWS: RemoteHealth = {
  name: 'mf-connect',
  url: '/remotes/connect/mf-manifest.json',
  current: health('0.2.0', {
    pageViews: 0,
    errors: 3,
    errorRate: null,
    p75: { LCP: null, INP: null, CLS: null, 'remote-load': null },
  }),
  previous: health('0.1.0', { errorRate: 2.5 }),
};
