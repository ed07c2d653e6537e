import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ZoomSettings } from '../../src/adapters/config.ts';

/**
 * A local server speaking Zoom's protocol as the meetings adapter uses it: Server-to-Server
 * OAuth (`POST /oauth/token?grant_type=account_credentials&account_id=`, Basic client
 * credentials), the live participants of a meeting (`GET /v2/metrics/meetings/{id}/participants`,
 * paged by `next_page_token`, bearer token required) and recording downloads (`GET /rec/download/{name}`,
 * the event's download token as bearer). Everything it was asked is in `requests`.
 */
export interface ZoomServer {
  url: string;
  settings: ZoomSettings;
  /** Live participants by meeting id, as Zoom lists them; a meeting not here answers 404 (not live). */
  live: Map<string, Record<string, unknown>[]>;
  /** Downloadable files by name, each with the download token it takes. */
  files: Map<string, { body: Buffer | string; token: string; type: string }>;
  /** Rows per page, whatever page_size asks (small, so paging is exercised). */
  pageSize: number;
  /** The number of access tokens issued; tokens before `revokedBefore` answer 401. */
  tokensIssued: number;
  revokedBefore: number;
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export const ZOOM_ACCOUNT = 'acc-cedar';
export const ZOOM_CLIENT = 'client-cedar';
export const ZOOM_CLIENT_SECRET = 'client-secret-cedar';
export const ZOOM_WEBHOOK_SECRET = 'webhook-secret-token-cedar';

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body), type: 'application/json' });

export async function startZoomServer(): Promise<ZoomServer> {
  const state: Omit<ZoomServer, 'url' | 'settings' | 'close'> = {
    live: new Map(),
    files: new Map(),
    pageSize: 2,
    tokensIssued: 0,
    revokedBefore: 0,
    requests: [],
  };
  const validToken = (auth: string | undefined) => {
    const n = /^Bearer zoom-token-([0-9]+)$/.exec(auth ?? '')?.[1];
    return n !== undefined && Number(n) > state.revokedBefore && Number(n) <= state.tokensIssued;
  };
  const answer = (request: IncomingMessage, url: URL) => {
    const auth = request.headers.authorization;
    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      const basic = `Basic ${Buffer.from(`${ZOOM_CLIENT}:${ZOOM_CLIENT_SECRET}`).toString('base64')}`;
      if (auth !== basic) return json(401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
      if (url.searchParams.get('grant_type') !== 'account_credentials')
        return json(400, { reason: 'Unsupported grant type', error: 'unsupported_grant_type' });
      if (url.searchParams.get('account_id') !== ZOOM_ACCOUNT)
        return json(400, { reason: 'Invalid account_id', error: 'invalid_request' });
      state.tokensIssued += 1;
      return json(200, {
        access_token: `zoom-token-${state.tokensIssued}`,
        token_type: 'bearer',
        expires_in: 3599,
        scope: 'dashboard_meetings:read:admin cloud_recording:read:admin',
      });
    }
    const participants = /^\/v2\/metrics\/meetings\/([^/]+)\/participants$/.exec(url.pathname);
    if (request.method === 'GET' && participants) {
      if (!validToken(auth)) return json(401, { code: 124, message: 'Invalid access token.' });
      if (url.searchParams.get('type') !== 'live') return json(400, { code: 300, message: 'type must be live here' });
      const rows = state.live.get(decodeURIComponent(participants[1]!));
      if (!rows) return json(404, { code: 3001, message: 'Meeting does not exist.' });
      const from = Number(url.searchParams.get('next_page_token') || 0);
      const page = rows.slice(from, from + state.pageSize);
      const next = from + state.pageSize < rows.length ? String(from + state.pageSize) : '';
      return json(200, {
        page_count: Math.ceil(rows.length / state.pageSize),
        page_size: state.pageSize,
        total_records: rows.length,
        next_page_token: next,
        participants: page,
      });
    }
    const download = /^\/rec\/download\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && download) {
      const file = state.files.get(download[1]!);
      if (!file) return json(404, { code: 3301, message: 'This recording does not exist.' });
      if (auth !== `Bearer ${file.token}`) return json(401, { code: 124, message: 'Invalid access token.' });
      return { status: 200, body: file.body, type: file.type };
    }
    return json(404, { code: 404, message: 'Not found' });
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://zoom.local');
    state.requests.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      authorization: request.headers.authorization,
    });
    request.resume();
    request.on('end', () => {
      const { status, body, type } = answer(request, url);
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    settings: {
      kind: 'zoom' as const,
      accountId: ZOOM_ACCOUNT,
      clientId: ZOOM_CLIENT,
      clientSecret: ZOOM_CLIENT_SECRET,
      webhookSecret: ZOOM_WEBHOOK_SECRET,
      apiUrl: `${url}/v2`,
      oauthUrl: `${url}/oauth/token`,
      syncEveryMs: 0,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * An event as Zoom sends it: the JSON body, `x-zm-request-timestamp` (seconds) and
 * `x-zm-signature` = `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{body}` under the secret token.
 */
export function signedZoomEvent(
  event: unknown,
  at: Date,
  secret: string = ZOOM_WEBHOOK_SECRET,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${payload}`).digest('hex')}`;
  return {
    payload,
    headers: { 'content-type': 'application/json', 'x-zm-request-timestamp': timestamp, 'x-zm-signature': signature },
  };
}
