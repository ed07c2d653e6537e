import { type Static, Type } from '@sinclair/typebox';
import { NO_NUL_PATTERN } from './common.ts';

/** The vitals the browser measures (web-vitals names, and each remote's load time). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'remote-load'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
/** Where a front-end error was caught. */
export const ERROR_SOURCES = ['remote-load', 'render', 'unhandled'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** Most reports one POST /v1/telemetry may carry. */
export const MAX_TELEMETRY_REPORTS = 50;
/** Largest body of a report batch: 64 KB. */
export const TELEMETRY_BODY_LIMIT = 64 * 1024;

// Every text field is a closed pattern: a route pattern, a name, a version, a hash. None can
// carry an e-mail, a token or a sentence, which is what keeps personal data out of storage.
// (The NUL guard in front is what the API's start-up check of inputs looks for.)
const closed = (pattern: string) => `${NO_NUL_PATTERN}${pattern}`;
const route = Type.String({
  maxLength: 120,
  pattern: closed('/[A-Za-z0-9/_:.-]*$'),
  description: 'a route pattern such as /profile/:useremail (at most 120 characters)',
});
const remote = Type.String({
  pattern: closed('[a-z][a-z0-9-]{0,39}$'),
  description: 'a remote name such as mf-dashboard or host',
});
const version = Type.String({
  pattern: closed('[A-Za-z0-9._+-]{1,40}$'),
  description: 'a version of letters, digits and . _ + - (at most 40)',
});

/** A measured vital: milliseconds (CLS unitless) on a route, from a remote at a version. */
export const TelemetryVitalReport = Type.Object(
  {
    kind: Type.Literal('vital'),
    name: Type.Union(
      VITAL_NAMES.map((name) => Type.Literal(name)),
      { description: `one of ${VITAL_NAMES.join(', ')}` },
    ),
    value: Type.Number({
      minimum: 0,
      maximum: 3_600_000,
      description: 'a number from 0 to 3600000 (milliseconds; CLS has no unit)',
    }),
    route,
    remote,
    version,
  },
  { additionalProperties: false },
);
export type TelemetryVitalReport = Static<typeof TelemetryVitalReport>;

/** A front-end error, by fingerprint only: never a message, a stack or form contents. */
export const TelemetryErrorReport = Type.Object(
  {
    kind: Type.Literal('error'),
    source: Type.Union(
      ERROR_SOURCES.map((source) => Type.Literal(source)),
      { description: `one of ${ERROR_SOURCES.join(', ')}` },
    ),
    route,
    remote,
    version,
    fingerprint: Type.String({
      pattern: closed('[a-f0-9]{8,64}$'),
      description: "a hex hash (8 to 64 digits) of the error's name and first stack frame, never a message",
    }),
    requestId: Type.Optional(
      Type.String({
        pattern: closed('[A-Za-z0-9-]{1,64}$'),
        description: 'the x-request-id of a failed API call (letters, digits and -, at most 64)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TelemetryErrorReport = Static<typeof TelemetryErrorReport>;

export type TelemetryReport = TelemetryVitalReport | TelemetryErrorReport;

/** Body of POST /v1/telemetry (JSON, or text/plain holding JSON from sendBeacon). */
export const TelemetryBatch = Type.Object(
  {
    reports: Type.Array(Type.Union([TelemetryVitalReport, TelemetryErrorReport]), {
      minItems: 1,
      maxItems: MAX_TELEMETRY_REPORTS,
    }),
  },
  { additionalProperties: false },
);
export type TelemetryBatch = Static<typeof TelemetryBatch>;

/** Answer of POST /v1/telemetry (202). */
export const TelemetryAccepted = Type.Object({ accepted: Type.Integer() });
export type TelemetryAccepted = Static<typeof TelemetryAccepted>;
