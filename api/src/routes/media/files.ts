import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../../plugins/app/errors.ts';
import { isContentAddressed, isSafeKey } from '../../storage/index.ts';

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.jsonl': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** The byte range of a `Range: bytes=...` header: null when absent or several, 'bad' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? null : 'bad';
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return 'bad';
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'bad';
  return { start, end };
}

/**
 * GET /files/<key>?expires=&sig=: a stored recording, transcript, chat or thumbnail. The signed
 * link (handed out by GET /api/v1/videos/ to callers allowed to see the video) is the key, so a
 * `<video src>` works without a bearer token. Range requests answer 206 so seeking works;
 * content-addressed files are cached for good, others revalidate by ETag / Last-Modified.
 */
const files: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/files/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const { expires, sig } = request.query;
      if (!app.fileSigner.verify(key, expires, sig, app.now())) {
        return sendError(reply, 403, 'This file link is invalid or has expired.');
      }
      const found = isSafeKey(key) ? await app.storage.stat(key) : null;
      if (!found) return sendError(reply, 404, 'No such file.');

      const etag = `"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`;
      const ext = key.slice(key.lastIndexOf('.'));
      reply.header('content-type', TYPES[ext] ?? 'application/octet-stream');
      reply.header('accept-ranges', 'bytes');
      reply.header('etag', etag);
      reply.header('last-modified', found.mtime.toUTCString());
      reply.header(
        'cache-control',
        isContentAddressed(key) ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      );
      const ifNoneMatch = request.headers['if-none-match'];
      const ifModifiedSince = request.headers['if-modified-since'];
      if (
        (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) ||
        (!ifNoneMatch &&
          ifModifiedSince &&
          Date.parse(ifModifiedSince) >= Math.floor(found.mtime.getTime() / 1000) * 1000)
      ) {
        return reply.status(304).send();
      }
      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, found.size);
      if (range === 'bad') {
        reply.header('content-range', `bytes */${found.size}`);
        reply.header('content-type', 'application/json; charset=utf-8');
        return sendError(reply, 416, 'The requested range is not satisfiable.');
      }
      if (range) {
        reply.status(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${found.size}`);
        reply.header('content-length', range.end - range.start + 1);
        if (request.method === 'HEAD') return reply.send();
        return reply.send((await app.storage.read(key, range))?.body);
      }
      reply.header('content-length', found.size);
      if (request.method === 'HEAD') return reply.send();
      return reply.send((await app.storage.read(key))?.body);
    },
  );
};

export default files;
