import { trackApiCall } from './in-flight.ts';

/** Query parameters of an API call; undefined and null values are left out. */
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

/** Options of one API call. */
export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: ApiQuery;
  /** JSON-encoded, except a FormData, sent as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page, for the offline beacon on close. */
  keepalive?: boolean;
}

/** What the client needs from the rest of the portal; the auth module provides it at start-up. */
export interface ApiClientSettings {
  /** Base path or URL of the provider API, '/api' in the portal. */
  apiBase: string;
  /** The public client id sent as x-api-key (grants nothing). */
  apiKey: string | null;
  getAccessToken: () => string | null;
  /** Called on a 401: the session is gone, sign in again. */
  onUnauthorized: () => void;
}

const defaults: ApiClientSettings = {
  apiBase: '/api',
  apiKey: null,
  getAccessToken: () => null,
  onUnauthorized: () => {},
};

let settings: ApiClientSettings = { ...defaults };

let lastRequestId: string | null = null;

/**
 * The request id of the API's last answer (its x-request-id header), so a front-end error
 * report can point at the server's log lines of the call that preceded it.
 */
export function lastApiRequestId(): string | null {
  return lastRequestId;
}

/** Sets the API base, key, token source and 401 handler (done once by @cedar/shared/auth). */
export function configureApiClient(next: Partial<ApiClientSettings>): void {
  settings = { ...settings, ...next };
}

/** Restores the unconfigured client; for tests. */
export function resetApiClient(): void {
  settings = { ...defaults };
  lastRequestId = null;
}

/** An API answer other than 2xx, with the status and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** The absolute URL of an API path with its query. */
export function apiUrl(path: string, query?: ApiQuery): string {
  const base = settings.apiBase.replace(/\/$/, '');
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function messageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return `Request failed with status ${status}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the provider API with the bearer token and API key; throws ApiError on non-2xx. */
export function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return trackApiCall(request<T>(path, options));
}

async function request<T>(path: string, options: ApiFetchOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = settings.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (settings.apiKey) headers['x-api-key'] = settings.apiKey;
  // A FormData body (an upload) goes as multipart; the browser writes its boundary.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const response = await fetch(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
    keepalive: options.keepalive,
  });
  lastRequestId = response.headers?.get('x-request-id') ?? lastRequestId;
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) settings.onUnauthorized();
    throw new ApiError(response.status, messageOf(response.status, body), body);
  }
  return body as T;
}
