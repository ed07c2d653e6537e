/**
 * Which implementation each external service uses, read from the environment (docs/deploy.md).
 * Without settings every service is its embedded default: messages stay in the stored outbox, the
 * LMS is the demo catalogue, calendar events come from the database, CRM contacts are stored records.
 */
export interface AdaptersConfig {
  /**
   * MAIL_TRANSPORT=smtp with SMTP_URL (smtp://user:pass@host:587); else `outbox`, which also
   * writes each message to MAIL_DROP_DIR when that is set (development and browser tests).
   */
  mail: { kind: 'outbox'; dropDir?: string } | { kind: 'smtp'; url: string; from: string; ignoreTls: boolean };
  /** SLACK_BOT_TOKEN sets the real Slack adapter; SLACK_API_URL points it elsewhere (tests). */
  slack: { kind: 'outbox' } | { kind: 'web-api'; token: string; apiUrl: string | null };
  /**
   * INSCRIBE_API_URL with INSCRIBE_API_TOKEN set the HTTP adapter to Inscribe's posts API
   * (ADR 0035: an assumed contract); else `outbox`, where the stored row is the post.
   */
  inscribe: { kind: 'outbox' } | { kind: 'http'; apiUrl: string; token: string };
  /** Where "send to a department" mails go (SUPPORT_DEPARTMENT_EMAIL). */
  departmentEmail: string;
  /** First-response target of the triage age clock, hours (SUPPORT_FIRST_RESPONSE_HOURS). */
  firstResponseHours: number;
  /**
   * The course-management system: the embedded demo catalogue, or Canvas's REST API when
   * CANVAS_API_URL and CANVAS_API_TOKEN are set (CANVAS_ACCOUNT_ID, default 1, names the account).
   */
  lms: { kind: 'demo' } | { kind: 'canvas'; apiUrl: string; token: string; accountId: string };
  /**
   * Calendar events: the database, or Google Calendar API v3 when GOOGLE_CALENDAR_API_KEY or
   * GOOGLE_CALENDAR_TOKEN is set (GOOGLE_CALENDAR_API_URL points it elsewhere: tests).
   */
  calendars: { kind: 'database' } | { kind: 'google'; apiUrl: string; apiKey: string | null; token: string | null };
  /** Contacts pushed by the Handshake upload: stored records, or HubSpot with HUBSPOT_ACCESS_TOKEN. */
  crm: { kind: 'stored' } | { kind: 'hubspot'; apiUrl: string; token: string };
  /**
   * Study sessions: the embedded meetings adapter (DECISIONS.md), or Zoom when ZOOM_ACCOUNT_ID,
   * ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET and ZOOM_WEBHOOK_SECRET_TOKEN are all set (ADR 0036).
   */
  meetings: { kind: 'embedded' } | ZoomSettings;
}

/** The Zoom meetings adapter's settings (docs/deploy.md, "Zoom"). */
export interface ZoomSettings {
  kind: 'zoom';
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** The app's webhook secret token: signs every event Zoom sends. */
  webhookSecret: string;
  /** Zoom's REST API base (ZOOM_API_URL, default https://api.zoom.us/v2). */
  apiUrl: string;
  /** Zoom's OAuth token endpoint (ZOOM_OAUTH_URL, default https://zoom.us/oauth/token). */
  oauthUrl: string;
  /** How often rooms with a running session are checked against Zoom's live participants (ZOOM_SYNC_MS; 0 never). */
  syncEveryMs: number;
}

const ZOOM_KEYS = ['ZOOM_ACCOUNT_ID', 'ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET', 'ZOOM_WEBHOOK_SECRET_TOKEN'] as const;

export const EMBEDDED_ADAPTERS: AdaptersConfig = {
  mail: { kind: 'outbox' },
  slack: { kind: 'outbox' },
  inscribe: { kind: 'outbox' },
  departmentEmail: 'support-department@cedar.test',
  firstResponseHours: 24,
  lms: { kind: 'demo' },
  calendars: { kind: 'database' },
  crm: { kind: 'stored' },
  meetings: { kind: 'embedded' },
};

/** An http(s) URL without its trailing slash, or a start-up error naming the setting. */
function baseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return raw.replace(/\/+$/, '');
}

function lmsConfig(env: NodeJS.ProcessEnv): AdaptersConfig['lms'] {
  const apiUrl = value(env.CANVAS_API_URL);
  const token = value(env.CANVAS_API_TOKEN);
  if (!apiUrl && !token) return { kind: 'demo' };
  if (!apiUrl || !token) throw new Error('The Canvas adapter needs both CANVAS_API_URL and CANVAS_API_TOKEN');
  const accountId = value(env.CANVAS_ACCOUNT_ID) ?? '1';
  if (!/^\d+$/.test(accountId)) throw new Error('CANVAS_ACCOUNT_ID must be a number');
  return { kind: 'canvas', apiUrl: baseUrl('CANVAS_API_URL', apiUrl), token, accountId };
}

function calendarsConfig(env: NodeJS.ProcessEnv): AdaptersConfig['calendars'] {
  const apiKey = value(env.GOOGLE_CALENDAR_API_KEY);
  const token = value(env.GOOGLE_CALENDAR_TOKEN);
  if (!apiKey && !token) return { kind: 'database' };
  const apiUrl = baseUrl('GOOGLE_CALENDAR_API_URL', value(env.GOOGLE_CALENDAR_API_URL) ?? 'https://www.googleapis.com');
  return { kind: 'google', apiUrl, apiKey, token };
}

function crmConfig(env: NodeJS.ProcessEnv): AdaptersConfig['crm'] {
  const token = value(env.HUBSPOT_ACCESS_TOKEN);
  if (!token) return { kind: 'stored' };
  return {
    kind: 'hubspot',
    token,
    apiUrl: baseUrl('HUBSPOT_API_URL', value(env.HUBSPOT_API_URL) ?? 'https://api.hubapi.com'),
  };
}

const value = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

export function loadAdaptersConfig(env: NodeJS.ProcessEnv = process.env): AdaptersConfig {
  const smtpUrl = value(env.SMTP_URL);
  const transport = value(env.MAIL_TRANSPORT) ?? (smtpUrl ? 'smtp' : 'outbox');
  if (transport !== 'outbox' && transport !== 'smtp') throw new Error('MAIL_TRANSPORT must be outbox or smtp');
  if (transport === 'smtp' && !smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  const dropDir = value(env.MAIL_DROP_DIR);
  const token = value(env.SLACK_BOT_TOKEN);
  const inscribeUrl = value(env.INSCRIBE_API_URL);
  const inscribeToken = value(env.INSCRIBE_API_TOKEN);
  if (!inscribeUrl !== !inscribeToken) throw new Error('INSCRIBE_API_URL and INSCRIBE_API_TOKEN go together');
  if (inscribeUrl && !/^https?:\/\//.test(inscribeUrl)) throw new Error('INSCRIBE_API_URL must be an http(s) URL');
  const hours = Number(value(env.SUPPORT_FIRST_RESPONSE_HOURS) ?? 24);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error('SUPPORT_FIRST_RESPONSE_HOURS must be a positive number');
  return {
    mail:
      transport === 'smtp'
        ? {
            kind: 'smtp',
            url: smtpUrl!,
            from: value(env.MAIL_FROM) ?? 'Cedar <no-reply@cedar.academy>',
            ignoreTls: ['1', 'true'].includes(value(env.SMTP_IGNORE_TLS) ?? ''),
          }
        : dropDir
          ? { kind: 'outbox', dropDir }
          : { kind: 'outbox' },
    slack: token ? { kind: 'web-api', token, apiUrl: value(env.SLACK_API_URL) } : { kind: 'outbox' },
    inscribe:
      inscribeUrl && inscribeToken ? { kind: 'http', apiUrl: inscribeUrl, token: inscribeToken } : { kind: 'outbox' },
    departmentEmail: value(env.SUPPORT_DEPARTMENT_EMAIL) ?? EMBEDDED_ADAPTERS.departmentEmail,
    firstResponseHours: hours,
    lms: lmsConfig(env),
    calendars: calendarsConfig(env),
    crm: crmConfig(env),
    meetings: loadMeetingsConfig(env),
  };
}

/** Zoom when all four of its settings are given, the embedded adapter when none is; half a setup fails start-up. */
export function loadMeetingsConfig(env: NodeJS.ProcessEnv = process.env): AdaptersConfig['meetings'] {
  const given = ZOOM_KEYS.filter((key) => value(env[key]));
  if (given.length === 0) return { kind: 'embedded' };
  const missing = ZOOM_KEYS.filter((key) => !value(env[key]));
  if (missing.length > 0) throw new Error(`The Zoom meetings adapter needs ${missing.join(', ')} as well`);
  const url = (key: string, fallback: string) => {
    const raw = value(env[key]) ?? fallback;
    if (!/^https?:\/\//.test(raw)) throw new Error(`${key} must be an http(s) URL, got "${raw}"`);
    return raw.replace(/\/+$/, '');
  };
  const sync = Number(value(env.ZOOM_SYNC_MS) ?? 60_000);
  if (!Number.isInteger(sync) || sync < 0) throw new Error('ZOOM_SYNC_MS must be a whole number of milliseconds');
  return {
    kind: 'zoom',
    accountId: value(env.ZOOM_ACCOUNT_ID)!,
    clientId: value(env.ZOOM_CLIENT_ID)!,
    clientSecret: value(env.ZOOM_CLIENT_SECRET)!,
    webhookSecret: value(env.ZOOM_WEBHOOK_SECRET_TOKEN)!,
    apiUrl: url('ZOOM_API_URL', 'https://api.zoom.us/v2'),
    oauthUrl: url('ZOOM_OAUTH_URL', 'https://zoom.us/oauth/token'),
    syncEveryMs: sync,
  };
}
