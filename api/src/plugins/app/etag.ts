import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What every tagged answer says to caches: per user, never shared, always revalidated. */
export const POLLED_CACHE_CONTROL = 'private, no-cache';

/** A strong validator of the exact bytes sent: SHA-256 of the body, base64url, quoted. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names `etag`. RFC 9110 §13.1.2 compares weakly (a W/ prefix
 * is ignored), and `*` matches any current representation.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

function isTaggable(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode !== 200) return false;
  // Only a caller's own answers: public ones (health, portal config) keep their own rules.
  if (!request.identity) return false;
  // A route that says how it is cached (or validated) keeps its word.
  if (reply.hasHeader('etag') || reply.hasHeader('cache-control')) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return false;
  return typeof payload === 'string' || Buffer.isBuffer(payload);
}

/**
 * Strong ETags on the API's authenticated GET JSON answers (docs/decisions/0010-dashboard-api.md):
 * the dashboard polls connection data, the study session and announcements, and most polls find
 * nothing changed. The tag is a hash of the serialized body, so it changes exactly when the
 * bytes do, whoever asks; `Cache-Control: private, no-cache` keeps the answer out of shared
 * caches and makes the browser revalidate every time, and `Vary: Authorization` keeps a cached
 * answer to the token it was given for. When If-None-Match names the tag, the answer is 304
 * with no body; the browser's fetch hands the cached 200 to the caller.
 *
 * Registered inside the API's scope only: /files (its own ETags and ranges), the OpenID
 * provider and static files are untouched, and errors (any status but 200) carry no tag.
 */
async function etag(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isTaggable(request, reply, payload)) return payload;
    const tag = etagOf(payload);
    reply.header('etag', tag);
    reply.header('cache-control', POLLED_CACHE_CONTROL);
    appendVary(reply, 'Authorization');
    if (!ifNoneMatchHits(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  });
}

export default fp(etag, { name: 'cedar-etag', dependencies: ['cedar-authenticate'] });
