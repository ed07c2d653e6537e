import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a local protocol server received. */
export interface ReceivedCall {
  method: string;
  url: URL;
  authorization: string | undefined;
  body: unknown;
}

export interface ProtocolServer {
  /** The server's base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  calls: ReceivedCall[];
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });

type Handler = (call: ReceivedCall, response: ServerResponse, base: string) => void;

async function serve(handler: Handler): Promise<ProtocolServer> {
  const calls: ReceivedCall[] = [];
  let base = '';
  const server = createServer(async (request, response) => {
    const raw = await read(request);
    // What the server received, for a browser journey whose portal calls it from another process.
    if (request.url === '/__calls') {
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify(calls.map((c) => ({ ...c, url: c.url.toString() }))));
    }
    const call: ReceivedCall = {
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', base),
      authorization: request.headers.authorization,
      body: raw ? JSON.parse(raw) : null,
    };
    calls.push(call);
    response.setHeader('content-type', 'application/json; charset=utf-8');
    handler(call, response, base);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.statusCode = status;
  response.end(JSON.stringify(body));
};

/** A Canvas course as `GET /api/v1/accounts/:id/courses` answers it. */
export interface CanvasCourseJson {
  id: number;
  name: string;
  course_code: string;
  workflow_state: 'unpublished' | 'available' | 'completed' | 'deleted';
  start_at: string | null;
  end_at: string | null;
  account_id?: number;
}

/**
 * Canvas's REST API: account courses and course assignments, `per_page` pages with the `Link`
 * header (rel="current", "next", "first", "last"), a bearer token, and Canvas's 401 body
 * `{ errors: [{ message }] }`.
 */
export function startCanvas(options: {
  token: string;
  accountId: number;
  courses: CanvasCourseJson[];
  /** Canvas's own cap on per_page (the instance's setting; 100 by default). */
  maxPerPage?: number;
  assignments?: Record<
    string,
    { id: number; name: string; due_at: string | null; html_url: string; points_possible: number }[]
  >;
}): Promise<ProtocolServer> {
  return serve((call, response, base) => {
    if (call.authorization !== `Bearer ${options.token}`) {
      return json(
        response,
        401,
        { errors: [{ message: 'Invalid access token.' }] },
        { 'www-authenticate': 'Bearer realm="canvas-lms"' },
      );
    }
    const path = call.url.pathname;
    const perPage = Math.min(Number(call.url.searchParams.get('per_page') ?? 10), options.maxPerPage ?? 100);
    const page = Number(call.url.searchParams.get('page') ?? 1);
    const paged = (items: unknown[]) => {
      const last = Math.max(1, Math.ceil(items.length / perPage));
      const link = (p: number, rel: string) => {
        const next = new URL(call.url);
        next.searchParams.set('page', String(p));
        next.searchParams.set('per_page', String(perPage));
        return `<${base}${next.pathname}${next.search}>; rel="${rel}"`;
      };
      const links = [
        link(page, 'current'),
        ...(page < last ? [link(page + 1, 'next')] : []),
        link(1, 'first'),
        link(last, 'last'),
      ];
      json(response, 200, items.slice((page - 1) * perPage, page * perPage), { link: links.join(',') });
    };
    if (path === `/api/v1/accounts/${options.accountId}/courses`) return paged(options.courses);
    const assignments = /^\/api\/v1\/courses\/(\d+)\/assignments$/.exec(path);
    if (assignments && options.assignments?.[assignments[1]!]) return paged(options.assignments[assignments[1]!]!);
    json(response, 404, { errors: [{ message: 'The specified resource does not exist.' }] });
  });
}

/** A Google Calendar event resource (the fields the adapter reads). */
export interface GoogleEventJson {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  location?: string;
  hangoutLink?: string;
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
}

/**
 * Google Calendar API v3 `events.list`: `maxResults` pages chained by `nextPageToken`, events
 * overlapping [timeMin, timeMax), `key` or a bearer token, and Google's error body
 * `{ error: { code, message, errors } }`.
 */
export function startGoogleCalendar(options: {
  apiKey?: string;
  token?: string;
  calendars: Record<string, GoogleEventJson[]>;
  pageSize?: number;
}): Promise<ProtocolServer> {
  return serve((call, response) => {
    const keyOk = options.apiKey !== undefined && call.url.searchParams.get('key') === options.apiKey;
    const tokenOk = options.token !== undefined && call.authorization === `Bearer ${options.token}`;
    if (!keyOk && !tokenOk) {
      return json(response, 403, {
        error: {
          code: 403,
          message: 'The request is missing a valid API key.',
          errors: [{ reason: 'forbidden' }],
          status: 'PERMISSION_DENIED',
        },
      });
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(call.url.pathname);
    const events = match ? options.calendars[decodeURIComponent(match[1]!)] : undefined;
    if (!events)
      return json(response, 404, { error: { code: 404, message: 'Not Found', errors: [{ reason: 'notFound' }] } });
    const q = call.url.searchParams;
    const start = (t: GoogleEventJson['start']) => new Date(t.dateTime ?? `${t.date}T00:00:00Z`).getTime();
    const min = new Date(q.get('timeMin')!).getTime();
    const max = new Date(q.get('timeMax')!).getTime();
    const inWindow = events
      .filter((e) => start(e.end) > min && start(e.start) < max)
      .sort((a, b) => start(a.start) - start(b.start));
    const size = Math.min(Number(q.get('maxResults') ?? 250), options.pageSize ?? 250);
    const offset = Number(q.get('pageToken') ?? 0);
    const items = inWindow.slice(offset, offset + size);
    const next = offset + size < inWindow.length ? { nextPageToken: String(offset + size) } : {};
    json(response, 200, { kind: 'calendar#events', summary: match![1], items, ...next });
  });
}

/**
 * HubSpot's CRM v3 contacts `batch/upsert` by `email`: at most 100 inputs, a private-app bearer
 * token, answers 200 with `{ status: 'COMPLETE', results: [{ id, properties, new }] }`, 207 with
 * `errors` for inputs it refuses (`refuse` e-mails), 401 `{ status: 'error', category:
 * 'INVALID_AUTHENTICATION' }`, 400 `VALIDATION_ERROR` past 100 inputs.
 */
export function startHubSpot(options: {
  token: string;
  refuse?: string[];
  known?: string[];
}): Promise<ProtocolServer & { contacts: Map<string, Record<string, string>> }> {
  const contacts = new Map<string, Record<string, string>>((options.known ?? []).map((e) => [e, { email: e }]));
  let nextId = 1000;
  const ids = new Map<string, string>();
  return serve((call, response) => {
    if (call.authorization !== `Bearer ${options.token}`) {
      return json(response, 401, {
        status: 'error',
        message: 'Authentication credentials not found.',
        correlationId: 'c0ffee00-0000-4000-8000-000000000001',
        category: 'INVALID_AUTHENTICATION',
      });
    }
    if (call.method !== 'POST' || call.url.pathname !== '/crm/v3/objects/contacts/batch/upsert') {
      return json(response, 404, { status: 'error', message: 'Not found', category: 'OBJECT_NOT_FOUND' });
    }
    const inputs = (call.body as { inputs: { id: string; idProperty: string; properties: Record<string, string> }[] })
      .inputs;
    if (inputs.length > 100) {
      return json(response, 400, {
        status: 'error',
        message: 'Batch input must contain at most 100 inputs.',
        category: 'VALIDATION_ERROR',
      });
    }
    const refused = inputs.filter((i) => options.refuse?.includes(i.id));
    const results = inputs
      .filter((i) => !refused.includes(i))
      .map((i) => {
        const isNew = !contacts.has(i.id);
        contacts.set(i.id, { ...contacts.get(i.id), ...i.properties });
        if (!ids.has(i.id)) ids.set(i.id, String(nextId++));
        return {
          id: ids.get(i.id),
          properties: i.properties,
          new: isNew,
          createdAt: '2026-11-28T00:00:00Z',
          updatedAt: '2026-11-28T00:00:00Z',
          archived: false,
        };
      });
    const base = {
      status: 'COMPLETE',
      results,
      startedAt: '2026-11-28T00:00:00Z',
      completedAt: '2026-11-28T00:00:01Z',
    };
    if (refused.length > 0) {
      return json(response, 207, {
        ...base,
        numErrors: refused.length,
        errors: refused.map((i) => ({
          status: 'error',
          category: 'VALIDATION_ERROR',
          message: `Property values were not valid: email ${i.id}`,
          context: { id: [i.id] },
        })),
      });
    }
    json(response, 200, base);
  }).then((server) => Object.assign(server, { contacts }));
}
