// Browser telemetry of the portal (docs/decisions/0031-browser-telemetry.md): the spec's
// tag-manager events, real-user speed and front-end errors per remote and version.
export {
  CONSENT_EVENT,
  CONSENT_STORAGE_KEY,
  analyticsConsent,
  globalPrivacyControl,
  setAnalyticsConsent,
  tagManagerAllowed,
} from './consent.ts';
export { recordRemoteVersion, remoteVersion, reportedRemote, setPageRemote } from './context.ts';
export { errorFingerprint } from './fingerprint.ts';
export { reportError, reportRemoteLoad, reportVital } from './reporter.ts';
export type { ErrorReport, ReportContext, TelemetryReport, VitalReport } from './reports.ts';
export { routePatternOf } from './route-pattern.ts';
export { startTelemetry, type StartTelemetryOptions } from './start.ts';
export { loadTagManager, pushTagManagerEvent, type TagManagerConfig, type TagManagerEvent } from './tag-manager.ts';
