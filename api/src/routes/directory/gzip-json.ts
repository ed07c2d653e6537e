import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Below this, gzip saves too little to be worth the CPU.
const MIN_BYTES = 1024;

/**
 * Sends `payload` serialised by the route's response schema, gzip-compressed when the caller
 * accepts it. The directory of a large cohort is ~130 KB of JSON and ~20 KB gzipped: small
 * enough to poll. The ETag plugin then tags the bytes sent; `Vary: Accept-Encoding` keeps the
 * two encodings apart in caches.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, payload: unknown): FastifyReply {
  const body = reply.serialize(payload) as string;
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  const accepts = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  if (!accepts || Buffer.byteLength(body) < MIN_BYTES) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(gzipSync(body));
}
