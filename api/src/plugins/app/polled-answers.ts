import { API_BASE } from '@cedar/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeKey, ChangeVersions, cohortKey, userKey } from '../../changes/versions.ts';
import { type EncodedAnswer, sendEncoded } from './encoded-answer.ts';
import { appendVary, etagOf, ifNoneMatchHits, POLLED_CACHE_CONTROL } from './etag.ts';

/**
 * The answers the dashboard polls, and how long one may be reused at most when no write
 * changed it. The bound covers what changes with the clock alone (a member's "online" fading
 * after five minutes, a scheduled announcement appearing) and writes made outside the API; a
 * route may shorten it for one answer (`request.answerValidUntil`).
 */
const POLLED: Record<string, number> = {
  '/v1/users/startup': 60_000,
  '/v1/cohort/:cohortId/connection': 60_000,
  '/announcements': 60_000,
  '/v1/cohort/:cohortId/calendars': 60_000,
  '/v1/recordings': 60_000,
  '/v1/coursedata': 60_000,
  '/v1/cohort/:cohortId/launchpad': 60_000,
  '/v1/cohort/:cohortId/supportteam': 60_000,
  '/v1/cohort/:cohortId/webtools': 60_000,
  '/v1/supportrequests/mine': 60_000,
  // Staff poll their cohort's list (every 30 s per open page); open pages revalidate with If-None-Match.
  '/v1/cohort/:cohortId/supportrequests': 15_000,
  '/v1/studysession/:hostId': 15_000,
  '/v1/zoomstudysessiondetails': 15_000,
};

/** Writes that change only the caller's own answers; every other write bumps `all`. */
const CALLER_ONLY_WRITES = new Set(['POST /uservideoview', 'POST /v1/searchhistory', 'PATCH /v1/favorites']);
/**
 * Writes no polled answer shows: speed and error reports, the announcements a learner has seen,
 * support staff's presence on a request (in memory, every 10 s) and a cohort's saved replies.
 * Zoom's events bump what they change themselves (meetings/zoom.ts), most change nothing.
 */
const UNPOLLED_WRITES = new Set([
  'POST /v1/telemetry',
  'POST /announcements/seen',
  'POST /v1/webhooks/zoom',
  'POST /v1/supportrequests/:id/presence',
  'DELETE /v1/supportrequests/:id/presence',
  'POST /v1/cohort/:cohortId/savedreplies',
  'PUT /v1/cohort/:cohortId/savedreplies/:replyId',
  'DELETE /v1/cohort/:cohortId/savedreplies/:replyId',
]);
const HEARTBEAT = 'POST /v1/presence/heartbeat';
const OFFLINE_BEACON = 'POST /user/:email';
/** A heartbeat within this long of the previous one changes nobody's "online" (5 minutes). */
const STILL_ONLINE_MS = 4.5 * 60_000;

const MAX_ENTRIES = 50_000;
/** A body of its own is remembered up to this size; an encoded answer is shared, whatever its size. */
const MAX_BODY_BYTES = 256 * 1024;

interface Remembered {
  etag: string;
  stamp: string;
  validUntil: number;
  /** The body, or the encoded answer shared with other callers (encoded-answer.ts), or none. */
  body: string | Buffer | EncodedAnswer | null;
  contentType: string;
}

const isEncoded = (body: Remembered['body']): body is EncodedAnswer =>
  body !== null && typeof body === 'object' && 'etag' in body && !Buffer.isBuffer(body);

declare module 'fastify' {
  interface FastifyInstance {
    /** The change versions of this replica (changes/versions.ts). */
    changes: ChangeVersions;
  }
  interface FastifyRequest {
    /** The versions this polled answer is computed under, taken before any query. */
    answerStamp: string | null;
    /** A route's own bound on how long its answer holds (epoch ms), when sooner than the default. */
    answerValidUntil: number | null;
  }
}

export interface PolledAnswersOptions {
  versions?: ChangeVersions;
}

const routeOf = (request: FastifyRequest) => {
  const url = request.routeOptions.url ?? '';
  return url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
};

/** The versions a polled answer of `request` depends on: its cohort (path or query) and its caller. */
function keysOf(request: FastifyRequest, email: string): ChangeKey[] {
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const cohort = Number(params?.cohortId ?? query?.cohort_id);
  return Number.isInteger(cohort) ? [cohortKey(cohort), userKey(email)] : [userKey(email)];
}

/**
 * Polls that cost nothing when nothing changed. Each answer of a polled route is remembered
 * per caller and URL with its ETag, body and the change versions it was computed under; a
 * poll whose versions are unchanged (and within the route's bound) is answered from memory
 * before authorisation or the handler run: 304 when If-None-Match names the tag, else the
 * remembered body. Every write through the API bumps the versions it may affect (all of them
 * unless known to be narrower), and the other replicas hear of it (changes/channel.ts).
 * The caller's identity comes from the verified token; an answer is only ever replayed to the
 * caller it was computed for, and any change of memberships is a write that bumps `all`.
 */
async function polledAnswers(app: FastifyInstance, options: PolledAnswersOptions): Promise<void> {
  const versions = options.versions ?? new ChangeVersions();
  const remembered = new Map<string, Remembered>();
  const seenOnline = new Map<string, number>();
  app.decorateRequest('answerStamp', null);
  app.decorateRequest('answerValidUntil', null);
  app.decorateRequest('encodedAnswer', null);

  const entryKey = (email: string, request: FastifyRequest) => `${email}\n${request.url}`;

  const remember = (key: string, entry: Remembered) => {
    remembered.delete(key);
    if (remembered.size >= MAX_ENTRIES) {
      // The oldest tenth goes: Map keeps insertion order and every answer is re-inserted.
      let drop = Math.ceil(MAX_ENTRIES / 10);
      for (const old of remembered.keys()) {
        remembered.delete(old);
        if (--drop === 0) break;
      }
    }
    remembered.set(key, entry);
  };

  const replay = (request: FastifyRequest, reply: FastifyReply, entry: Remembered) => {
    // Replayed, not computed: onSend must not remember it again (its bound would move).
    request.answerStamp = null;
    if (isEncoded(entry.body)) return sendEncoded(request, reply, entry.body);
    reply.header('etag', entry.etag);
    reply.header('cache-control', POLLED_CACHE_CONTROL);
    appendVary(reply, 'Authorization');
    if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.identity || !(routeOf(request) in POLLED)) return;
    const email = request.identity.email.toLowerCase();
    const stamp = versions.stamp(keysOf(request, email));
    request.answerStamp = stamp;
    const entry = remembered.get(entryKey(email, request));
    if (!entry || entry.stamp !== stamp || entry.validUntil <= app.now().getTime()) return;
    if (entry.body === null && !ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) return;
    return replay(request, reply, entry);
  });

  // Runs before the generic ETag hook (registered after this plugin): the tag is made here.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.answerStamp === null) return payload;
    const email = request.identity!.email.toLowerCase();
    const bound = app.now().getTime() + POLLED[routeOf(request)]!;
    const validUntil = Math.min(bound, request.answerValidUntil ?? bound);
    // Sent by the route as an encoded answer (tagged, 200 or 304 already): remembered as it is.
    const encoded = request.encodedAnswer;
    if (encoded) {
      const entry = { etag: encoded.etag, stamp: request.answerStamp, validUntil, body: encoded, contentType: '' };
      if (reply.statusCode === 200 || reply.statusCode === 304) remember(entryKey(email, request), entry);
      return payload;
    }
    if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    remember(entryKey(email, request), {
      etag,
      stamp: request.answerStamp,
      validUntil,
      body: Buffer.byteLength(payload) <= MAX_BODY_BYTES ? payload : null,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    reply.header('etag', etag);
    reply.header('cache-control', POLLED_CACHE_CONTROL);
    appendVary(reply, 'Authorization');
    if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    // Refused before anything was written (invalid, unauthorised, unknown, over budget).
    if (reply.statusCode >= 400 && reply.statusCode < 500) return;
    const route = `${request.method} ${routeOf(request)}`;
    // Bumping `all` here would make every learner's next poll a query: reports arrive by the
    // thousand a second, and none of them changes what a poll answers.
    if (UNPOLLED_WRITES.has(route)) return;
    const email = request.viewer?.email ?? request.identity?.email.toLowerCase();
    if (route === HEARTBEAT && email) {
      // Only a caller coming online changes what their cohorts see ("online" is derived from
      // the last heartbeat; it fades by the clock, which the connection answer bounds itself).
      const previous = seenOnline.get(email);
      seenOnline.delete(email);
      seenOnline.set(email, app.now().getTime());
      if (seenOnline.size > MAX_ENTRIES) seenOnline.delete(seenOnline.keys().next().value!);
      if (previous !== undefined && app.now().getTime() - previous < STILL_ONLINE_MS) return;
      versions.bump(presenceKeys(request, email));
      return;
    }
    if (route === OFFLINE_BEACON && email) {
      seenOnline.delete(email);
      versions.bump(presenceKeys(request, email));
      return;
    }
    if (CALLER_ONLY_WRITES.has(route) && email) return versions.bump([userKey(email)]);
    versions.bump(['all']);
  });
}

/** The caller and every cohort they belong to: whose answers show the caller "online". */
function presenceKeys(request: FastifyRequest, email: string): ChangeKey[] {
  const cohorts = new Set((request.viewer?.memberships ?? []).map((m) => m.cohort_id));
  // A route that loads no memberships (the beacon's `self`) cannot say which cohorts: all of them.
  if (cohorts.size === 0) return ['all'];
  return [userKey(email), ...[...cohorts].map(cohortKey)];
}

export default fp(polledAnswers, {
  name: 'cedar-polled-answers',
  dependencies: ['cedar-authenticate', 'cedar-authorization'],
});
