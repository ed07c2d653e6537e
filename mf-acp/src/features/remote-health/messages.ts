/** Texts of the Remote health page. */
export const remoteHealthMessages = {
  title: 'Remote health',
  intro: (days: number) =>
    `How each remote did for real users over the last ${days} days: its current version against the previous one. ` +
    'Lower is better everywhere; worse by more than 20% is flagged.',
  loadFailed: 'The health of the remotes could not be loaded.',
  loading: 'Loading the health of the remotes',
  emptyTitle: 'No remotes to show yet',
  emptyMessage: 'No remote is registered and no browser has reported yet. Figures appear once pages are viewed.',
  regressed: 'Regressed',
  healthy: 'Healthy',
  noData: 'No data yet',
  version: 'Version',
  unknownVersion: 'unknown',
  url: 'Manifest',
  previousVersion: (version: string) => `Previous: ${version}`,
  noPrevious: 'No previous version reported',
  pageViews: (n: number) => (n === 1 ? '1 page view' : `${n.toLocaleString('en-US')} page views`),
  errors: (n: number) => (n === 0 ? 'no errors' : n === 1 ? '1 error' : `${n.toLocaleString('en-US')} errors`),
  /** Errors reported while no page view was measured: no rate can be told, the count is shown. */
  errorsNoPageViews: (n: number) =>
    `${n === 1 ? '1 error' : `${n.toLocaleString('en-US')} errors`}, no page views measured`,
  errorsWithoutViews: 'Errors, no page views',
  chartTitle: (name: string) => `${name}: current against previous version`,
  tableCaption: (name: string) => `${name}: figures of the current and previous version`,
  figure: 'Figure',
  current: 'Current',
  previous: 'Previous',
  change: 'Change',
  notReported: 'not reported',
  figures: {
    errorRate: 'Error rate (per 1,000 page views)',
    LCP: 'p75 Largest Contentful Paint',
    INP: 'p75 Interaction to Next Paint',
    CLS: 'p75 Cumulative Layout Shift',
    'remote-load': 'p75 remote load time',
  },
  shortFigures: {
    errorRate: 'Errors /1k',
    LCP: 'LCP',
    INP: 'INP',
    CLS: 'CLS',
    'remote-load': 'Load',
  },
} as const;
