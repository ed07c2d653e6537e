import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BROTLI_QUALITY, GZIP_LEVEL } from '../external/compression.ts';
import { appendVary, etagOf, ifNoneMatchHits, POLLED_CACHE_CONTROL } from './etag.ts';

type Encoding = 'br' | 'gzip';

/**
 * An answer serialized once and sent as is to every caller it fits: its JSON, the tag of that
 * JSON, and its brotli and gzip forms, each made the first time a caller accepts it. A large
 * answer many callers poll (a cohort's 400 support requests) then costs one serialization and
 * one compression per change instead of one per poll.
 */
export interface EncodedAnswer {
  readonly json: Buffer;
  readonly etag: string;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The encoded answer this request was answered with (sendEncoded), for polled answers to remember. */
    encodedAnswer: EncodedAnswer | null;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function encodedAnswer(json: string | Buffer): EncodedAnswer {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  return { json: body, etag: etagOf(body), encoded: new Map() };
}

/** The same settings as on-the-fly compression (external/compression.ts), so the bytes match. */
function compress(answer: EncodedAnswer, encoding: Encoding): Promise<Buffer> {
  let made = answer.encoded.get(encoding);
  if (!made) {
    made =
      encoding === 'br'
        ? brotli(answer.json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipped(answer.json, { level: GZIP_LEVEL });
    answer.encoded.set(encoding, made);
  }
  return made;
}

/**
 * The encoding the caller prefers among brotli and gzip (brotli on a tie), from Accept-Encoding
 * and its q-values; null for none (identity). `x-no-compression` opts out, as on the fly.
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const [br, gz] = [weightOf('br'), weightOf('gzip')];
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * Sends an encoded answer as a polled answer is sent (ETag, `private, no-cache`, Vary): 304 when
 * If-None-Match names its tag, else its compressed form the caller accepts, else its JSON. The
 * tag is the JSON's whatever the encoding, as for answers compressed on the fly.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  request.encodedAnswer = answer;
  reply.header('etag', answer.etag);
  reply.header('cache-control', POLLED_CACHE_CONTROL);
  appendVary(reply, 'Authorization');
  if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  appendVary(reply, 'Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (encoding === null) return reply.send(answer.json);
  const body = await compress(answer, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
