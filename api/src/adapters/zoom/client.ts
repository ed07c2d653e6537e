import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ZoomSettings } from '../config.ts';

/** One participant of a live meeting as Zoom's REST API lists them. */
export interface ZoomParticipant {
  /** The participant's Zoom user id when they are signed in to Zoom ('' otherwise). */
  id?: string;
  /** Zoom's id of this join (a rejoin gets a new one). */
  user_id?: string;
  /** The participant across rejoins within one meeting, when Zoom gives it. */
  participant_uuid?: string;
  user_name?: string;
  name?: string;
  email?: string;
  join_time?: string;
  leave_time?: string;
}

/** Zoom's REST API as the meetings adapter uses it: Server-to-Server OAuth, live participants, downloads. */
export interface ZoomClient {
  /** An access token, fetched once and reused until a minute before it expires. */
  accessToken(): Promise<string>;
  /** Everyone in a live meeting, every page (`GET /metrics/meetings/{id}/participants?type=live`). */
  liveParticipants(meetingId: string): Promise<ZoomParticipant[]>;
  /** A recording file by its download URL and the event's download token, written to `file`. */
  downloadTo(url: string, downloadToken: string, file: string): Promise<void>;
  /** A small recording file (transcript, chat) as text. */
  downloadText(url: string, downloadToken: string): Promise<string>;
}

/** The largest page Zoom serves of the participants list. */
const PAGE_SIZE = 300;
/** A token is renewed this long before Zoom says it expires. */
const EARLY_MS = 60_000;
/** Any call to Zoom gives up after this long (downloads excepted: a recording takes longer). */
const CALL_TIMEOUT_MS = 10_000;
/** More pages than this is no study session: the list is cut there. */
const MAX_PAGES = 20;

export class ZoomApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

async function failed(what: string, response: Response): Promise<ZoomApiError> {
  const text = await response.text().catch(() => '');
  let detail = text.slice(0, 200);
  try {
    const body = JSON.parse(text) as { message?: string; reason?: string; error?: string };
    detail = body.message ?? body.reason ?? body.error ?? detail;
  } catch {
    // Not JSON: the text as it came.
  }
  return new ZoomApiError(`Zoom ${what} answered ${response.status}: ${detail}`, response.status);
}

/** The Zoom client over fetch; `now` is the app's clock (token expiry). */
export function createZoomClient(settings: ZoomSettings, now: () => Date = () => new Date()): ZoomClient {
  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const url = new URL(settings.oauthUrl);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', settings.accountId);
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!response.ok) throw await failed('OAuth', response);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token)
      throw new ZoomApiError('Zoom OAuth answered no access_token', 502);
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    cached = { token: body.access_token, until: now().getTime() + seconds * 1000 - EARLY_MS };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.until > now().getTime()) return cached.token;
    // Callers at the same moment share one token request.
    pending ??= fetchToken().finally(() => (pending = null));
    return pending;
  }

  async function api(pathAndQuery: string): Promise<unknown> {
    const call = async () =>
      fetch(`${settings.apiUrl}${pathAndQuery}`, {
        headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/json' },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    let response = await call();
    if (response.status === 401) {
      // Revoked or rotated early: one new token, one more try.
      cached = null;
      response = await call();
    }
    if (!response.ok) throw await failed(`GET ${pathAndQuery.split('?')[0]}`, response);
    return response.json();
  }

  async function download(url: string, downloadToken: string, timeout: number | null): Promise<Response> {
    // Zoom takes the event's download token as a bearer token (it works without an API token).
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${downloadToken}` },
      redirect: 'follow',
      ...(timeout ? { signal: AbortSignal.timeout(timeout) } : {}),
    });
    if (!response.ok || !response.body) throw await failed('recording download', response);
    return response;
  }

  return {
    accessToken,
    async liveParticipants(meetingId) {
      const all: ZoomParticipant[] = [];
      let token = '';
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = new URLSearchParams({ type: 'live', page_size: String(PAGE_SIZE) });
        if (token) query.set('next_page_token', token);
        const body = (await api(`/metrics/meetings/${encodeURIComponent(meetingId)}/participants?${query}`)) as {
          participants?: ZoomParticipant[];
          next_page_token?: string;
        };
        all.push(...(body.participants ?? []));
        token = body.next_page_token ?? '';
        if (!token) break;
      }
      return all;
    },
    async downloadTo(url, downloadToken, file) {
      const response = await download(url, downloadToken, null);
      await pipeline(
        Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        createWriteStream(file),
      );
    },
    async downloadText(url, downloadToken) {
      return (await download(url, downloadToken, CALL_TIMEOUT_MS)).text();
    },
  };
}
