import path from 'node:path';

/** The repository root (api/src/config.ts -> ../..). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** OpenID Connect settings: an external issuer when `issuer` is set, else the embedded provider. */
export interface OidcConfig {
  /** External issuer URL (OIDC_ISSUER); null runs the embedded provider at /oidc. */
  issuer: string | null;
  /** Expected `aud` of access tokens (OIDC_AUDIENCE, default cedar-api). */
  audience: string;
  /** Public client id of the portal (OIDC_CLIENT_ID, default cedar-portal). */
  clientId: string;
}

/** Where the static builds served by the portal live. */
export interface StaticRoots {
  host: string;
  /** Remote name -> its dist folder. */
  remotes: Record<string, string>;
  storybook: string;
}

/** The server's typed configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL URL; null uses PGlite under `<dataDir>/pglite`. */
  databaseUrl: string | null;
  remotesFile: string;
  productName: string;
  /** Public client identifier sent as x-api-key; grants nothing. */
  apiKey: string;
  logLevel: string;
  /** Trust X-Forwarded-* from a proxy in front (TRUST_PROXY=1): client addresses for rate limits. */
  trustProxy: boolean;
  oidc: OidcConfig;
  static: StaticRoots;
  rateLimit: { max: number; timeWindowMs: number };
  dashboard: DashboardConfig;
  /**
   * Secret that signs recording and transcript links (FILES_SIGNING_KEY, at least 32 characters);
   * null keeps one under `<dataDir>/files-signing.key`. Every instance behind one address needs the same.
   */
  filesSigningKey: string | null;
  /** Serve the benchmark's baseline route, GET /api/bench/hello (BENCH_ENDPOINTS=1; `npm run bench` sets it). */
  benchEndpoints: boolean;
}

/** The speakers-and-events calendar when EVENTS_CALENDAR_ID is not set. */
export const DEFAULT_EVENTS_CALENDAR_ID = 'speakers-and-events@cedar.academy';

/** Settings of the learner dashboard's integrations (DECISIONS.md, Dashboard). */
export interface DashboardConfig {
  /** The speakers-and-events calendar (EVENTS_CALENDAR_ID, its `src` id): its events are of kind `event`. */
  eventsCalendarId: string;
  /** Base URL of the course-management system's pages (LMS_BASE_URL): course and assignment links. */
  lmsBaseUrl: string;
  /** Support requests each user may send per window (SUPPORT_REQUEST_LIMIT_MAX, _WINDOW_MS). */
  supportRequestLimit: { max: number; timeWindowMs: number };
}

/** The five remotes of the portal (ARCHITECTURE.md). */
export const REMOTE_NAMES = ['dashboard', 'media', 'connect', 'profile', 'acp'] as const;

/** Default static roots: each workspace's dist folder. */
export function defaultStaticRoots(root: string = REPO_ROOT): StaticRoots {
  return {
    host: path.join(root, 'host/dist'),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(root, `mf-${name}/dist`)])),
    storybook: path.join(root, 'storybook/dist'),
  };
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

const flag = (value: string | undefined): boolean => ['1', 'true', 'yes'].includes((value ?? '').toLowerCase());

function optional(value: string | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

/** Reads the configuration from `env` (process.env by default); throws on malformed values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 8080, 'PORT');
  const dataDir = path.resolve(optional(env.DATA_DIR) ?? path.join(REPO_ROOT, '.data'));
  const filesSigningKey = optional(env.FILES_SIGNING_KEY);
  if (filesSigningKey !== null && filesSigningKey.length < 32)
    throw new Error('FILES_SIGNING_KEY must be at least 32 characters');
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    publicUrl: (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: optional(env.DATABASE_URL),
    remotesFile: path.resolve(optional(env.REMOTES_FILE) ?? path.join(REPO_ROOT, 'api/config/remotes.json')),
    productName: optional(env.PRODUCT_NAME) ?? 'Cedar',
    apiKey: optional(env.API_KEY) ?? 'cedar-portal-web',
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    trustProxy: flag(env.TRUST_PROXY),
    oidc: {
      issuer: optional(env.OIDC_ISSUER),
      audience: optional(env.OIDC_AUDIENCE) ?? 'cedar-api',
      clientId: optional(env.OIDC_CLIENT_ID) ?? 'cedar-portal',
    },
    static: defaultStaticRoots(),
    rateLimit: {
      max: integer(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX'),
      timeWindowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    dashboard: {
      eventsCalendarId: optional(env.EVENTS_CALENDAR_ID) ?? DEFAULT_EVENTS_CALENDAR_ID,
      lmsBaseUrl: (optional(env.LMS_BASE_URL) ?? 'https://lms.cedar.academy').replace(/\/+$/, ''),
      supportRequestLimit: {
        max: integer(env.SUPPORT_REQUEST_LIMIT_MAX, 10, 'SUPPORT_REQUEST_LIMIT_MAX'),
        timeWindowMs: integer(env.SUPPORT_REQUEST_LIMIT_WINDOW_MS, 15 * 60_000, 'SUPPORT_REQUEST_LIMIT_WINDOW_MS'),
      },
    },
    filesSigningKey,
    benchEndpoints: flag(env.BENCH_ENDPOINTS),
  };
}
