import path from 'node:path';
import type { S3StorageConfig } from './storage/s3.ts';
import type { PlacesConfig } from './places/index.ts';

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
  rateLimit: RateLimitConfig;
  dashboard: DashboardConfig;
  /**
   * Secret that signs recording and transcript links (FILES_SIGNING_KEY, at least 32 characters);
   * null keeps one under `<dataDir>/files-signing.key`. Every instance behind one address needs the same.
   */
  filesSigningKey: string | null;
  /** The maps service: places suggestions and time zones (PLACES_*, GOOGLE_MAPS_*). */
  places: PlacesConfig;
  /** Where files live: local disk under DATA_DIR/files (default) or an S3 bucket (STORAGE_DRIVER=s3). */
  storage: StorageConfig;
  /** Serve the benchmark's baseline route, GET /api/bench/hello (BENCH_ENDPOINTS=1; `npm run bench` sets it). */
  benchEndpoints: boolean;
  /** The tag manager the portal loads (TAG_MANAGER_ID, TAG_MANAGER_ORIGIN); null loads none. */
  tagManager: TagManagerConfig | null;
  /** Real-user speed and front-end error reports (POST /api/v1/telemetry; docs/deploy.md, "Telemetry"). */
  telemetry: TelemetryConfig;
  /** Operations metrics at /metrics (docs/deploy.md, "Metrics"): off unless a token or a port is set. */
  metrics: MetricsConfig;
}

/** The per-caller request budget, and where it is counted. */
export interface RateLimitConfig {
  max: number;
  timeWindowMs: number;
  /**
   * RATE_LIMIT_REDIS_URL: count budgets and failed sign-ins in Redis, so every replica behind
   * one address shares them; unset, each process counts in its own memory.
   */
  redisUrl?: string | null;
  /** RATE_LIMIT_REDIS_PREFIX: what every key Cedar writes in Redis starts with (default `cedar:`). */
  redisPrefix?: string;
}

/** A tag-manager container: its id and the origin serving gtm.js (the CSP allows that origin only). */
export interface TagManagerConfig {
  id: string;
  origin: string;
}

/** Google Tag Manager's own origin, unless TAG_MANAGER_ORIGIN names another (self-hosted, tests). */
export const DEFAULT_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

function tagManagerConfig(env: NodeJS.ProcessEnv): TagManagerConfig | null {
  const id = optional(env.TAG_MANAGER_ID);
  if (!id) return null;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id))
    throw new Error(`TAG_MANAGER_ID must be a container id such as GTM-ABC123, got "${id}"`);
  const raw = optional(env.TAG_MANAGER_ORIGIN) ?? DEFAULT_TAG_MANAGER_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`TAG_MANAGER_ORIGIN must be an http(s) origin, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`TAG_MANAGER_ORIGIN must be an http(s) origin, got "${raw}"`);
  return { id, origin: url.origin };
}

/** How telemetry reports are taken in and written (ADR 0030). */
export interface TelemetryConfig {
  /** How often counted reports are written to the aggregates (TELEMETRY_FLUSH_MS, default 5000). */
  flushMs: number;
  /** Batches per window a signed-in user may send (TELEMETRY_RATE_MAX, default 120). */
  signedInMax: number;
  /** Batches per window an anonymous address may send (TELEMETRY_ANON_RATE_MAX, default 20). */
  anonymousMax: number;
  /** The window of both limits (TELEMETRY_RATE_WINDOW_MS, default 60000). */
  timeWindowMs: number;
}

/** Where /metrics is served: on the API port with a bearer token, and/or on a port of its own. */
export interface MetricsConfig {
  /** METRICS_TOKEN (at least 16 characters): /metrics on the API port, for `Authorization: Bearer <token>`. */
  token: string | null;
  /** METRICS_PORT: a separate listener serving /metrics only (bind it to a private network). */
  port: number | null;
}

function metricsConfig(env: NodeJS.ProcessEnv): MetricsConfig {
  const token = optional(env.METRICS_TOKEN);
  if (token !== null && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  const port = optional(env.METRICS_PORT);
  return { token, port: port === null ? null : integer(port, 0, 'METRICS_PORT') };
}

/** File storage: the disk default, or S3 with its settings (docs/deploy.md, "File storage"). */
export type StorageConfig = { driver: 'disk' } | { driver: 's3'; s3: S3StorageConfig };

function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = optional(env.STORAGE_DRIVER) ?? 'disk';
  if (driver === 'disk') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be disk or s3, got "${driver}"`);
  const bucket = optional(env.S3_BUCKET);
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const accessKeyId = optional(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = optional(env.S3_SECRET_ACCESS_KEY);
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    driver,
    s3: {
      bucket,
      region: optional(env.S3_REGION) ?? 'us-east-1',
      endpoint: optional(env.S3_ENDPOINT),
      forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
      prefix: optional(env.S3_PREFIX) ?? '',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    },
  };
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

/** PLACES_PROVIDER (embedded | google), PLACES_COUNTRIES (default us), GOOGLE_MAPS_API_KEY, GOOGLE_MAPS_BASE_URL. */
function placesConfig(env: NodeJS.ProcessEnv): PlacesConfig {
  const provider = optional(env.PLACES_PROVIDER) ?? 'embedded';
  if (provider !== 'embedded' && provider !== 'google')
    throw new Error(`PLACES_PROVIDER must be embedded or google, got "${provider}"`);
  const countries = (optional(env.PLACES_COUNTRIES) ?? 'us')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  const invalid = countries.find((c) => !/^[a-z]{2}$/.test(c));
  if (invalid) throw new Error(`PLACES_COUNTRIES takes two-letter country codes, got "${invalid}"`);
  const googleApiKey = optional(env.GOOGLE_MAPS_API_KEY);
  if (provider === 'google' && !googleApiKey) throw new Error('PLACES_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
  return {
    provider,
    countries,
    googleApiKey,
    googleBaseUrl: (optional(env.GOOGLE_MAPS_BASE_URL) ?? 'https://maps.googleapis.com').replace(/\/+$/, ''),
  };
}

function redisUrl(value: string | undefined): string | null {
  const raw = optional(value);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`RATE_LIMIT_REDIS_URL must be a redis:// or rediss:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new Error(`RATE_LIMIT_REDIS_URL must be a redis:// or rediss:// URL, got "${raw}"`);
  return raw;
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
      redisUrl: redisUrl(env.RATE_LIMIT_REDIS_URL),
      redisPrefix: optional(env.RATE_LIMIT_REDIS_PREFIX) ?? 'cedar:',
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
    places: placesConfig(env),
    storage: storageConfig(env),
    benchEndpoints: flag(env.BENCH_ENDPOINTS),
    tagManager: tagManagerConfig(env),
    telemetry: {
      flushMs: Math.max(100, integer(env.TELEMETRY_FLUSH_MS, 5_000, 'TELEMETRY_FLUSH_MS')),
      signedInMax: integer(env.TELEMETRY_RATE_MAX, 120, 'TELEMETRY_RATE_MAX'),
      anonymousMax: integer(env.TELEMETRY_ANON_RATE_MAX, 20, 'TELEMETRY_ANON_RATE_MAX'),
      timeWindowMs: integer(env.TELEMETRY_RATE_WINDOW_MS, 60_000, 'TELEMETRY_RATE_WINDOW_MS'),
    },
    metrics: metricsConfig(env),
  };
}
