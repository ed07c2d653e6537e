import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './common.ts';

/** The vitals the remote-health page compares, each a p75 over the window (ms; CLS unitless). */
export const REMOTE_HEALTH_VITALS = ['LCP', 'INP', 'CLS', 'remote-load'] as const;
export type RemoteHealthVital = (typeof REMOTE_HEALTH_VITALS)[number];

/** How one version of a remote did for real users over the window. */
export const RemoteVersionHealth = Type.Object({
  version: Type.String(),
  /** Pages shown with this version: the LCP reports counted (one per page load). */
  pageViews: Type.Integer(),
  /** Front-end errors reported against this version (each occurrence counted). */
  errors: Type.Integer(),
  /** Errors per 1,000 page views; null without page views. */
  errorRate: Nullable(Type.Number()),
  /** p75 of each vital; null when none was reported. */
  p75: Type.Object({
    LCP: Nullable(Type.Number()),
    INP: Nullable(Type.Number()),
    CLS: Nullable(Type.Number()),
    'remote-load': Nullable(Type.Number()),
  }),
});
export type RemoteVersionHealth = Static<typeof RemoteVersionHealth>;

/** One remote: what the registry serves now, and its current and previous version's health. */
export const RemoteHealth = Type.Object({
  /** The remote's name as reported, e.g. mf-dashboard. */
  name: Type.String(),
  /** Its manifest URL in the remotes registry; null for a name only seen in reports. */
  url: Nullable(Type.String()),
  /** The version the registry serves (else the newest reported); null when none is known. */
  current: Nullable(RemoteVersionHealth),
  /** The version reported before the current one; null when there was none. */
  previous: Nullable(RemoteVersionHealth),
});
export type RemoteHealth = Static<typeof RemoteHealth>;

/** Answer of GET /v1/acp/remote-health. */
export const RemoteHealthEnvelope = Type.Object({
  message: Type.Object({
    /** Length of the window the figures cover, in days (ending today, UTC). */
    days: Type.Integer(),
    remotes: Type.Array(RemoteHealth),
  }),
});
export type RemoteHealthEnvelope = Static<typeof RemoteHealthEnvelope>;

/** Worse by more than this share (20%) counts as a regression on the remote-health page. */
export const REGRESSION_THRESHOLD = 0.2;

/**
 * Whether the current value is worse than the previous by more than the threshold. Every
 * figure compared is "lower is better"; a previous 0 regresses on any positive current value.
 */
export function regressed(current: number | null, previous: number | null): boolean {
  if (current === null || previous === null) return false;
  if (previous === 0) return current > 0;
  return current > previous * (1 + REGRESSION_THRESHOLD);
}
