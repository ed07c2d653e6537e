import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Below this an answer fits a packet or two: compressing it saves nothing worth the CPU. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli at quality 4 compresses JSON about as well as gzip -9 at a fraction of its CPU time. */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/**
 * Routes whose answers are never compressed on the fly: signed media files answer byte ranges
 * (a compressed 206 would not be the range asked for), and are video, images or captions.
 */
const NOT_COMPRESSED = /^\/files(\/|$)/;

/**
 * Brotli or gzip, as the browser accepts, on every answer of a compressible type above 1 KB:
 * the API's JSON, the portal config, the provider's pages. Built apps are precompressed at build
 * time and sent as they are (plugins/app/portal-static.ts); an answer that already has a
 * Content-Encoding is left alone. Compression runs as a route-level onSend hook, after the API's
 * ETag hook (a scope hook), so the tag is the hash of the JSON itself and a 304 stays bodiless.
 * A large answer sent to many callers is compressed once instead (plugins/app/encoded-answer.ts).
 * Request bodies are not decompressed: JSON bodies stay under the body limit as sent.
 */
async function compression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (NOT_COMPRESSED.test(route.url ?? route.path ?? '')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

export default fp(compression, { name: 'cedar-compression', fastify: '5.x' });
