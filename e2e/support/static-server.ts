import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/** A static file server on its own loopback port: another origin, as a CDN would be. */
export interface StaticServer {
  /** e.g. `http://127.0.0.1:41234`, without a trailing slash. */
  origin: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

function corsHeaders(response: ServerResponse): void {
  // The federation runtime fetches the manifest with fetch() and may load scripts with
  // crossorigin set: both are cross-origin requests from the portal's page.
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-methods', 'GET, HEAD, OPTIONS');
  response.setHeader('access-control-allow-headers', '*');
  response.setHeader('cross-origin-resource-policy', 'cross-origin');
}

/** Serves the files under `root` at http://127.0.0.1:<free port>/, read-only, with CORS headers. */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const base = normalize(root);
  const server = createServer((request, response) => {
    corsHeaders(response);
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end();
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(base, pathname));
    if (!file.startsWith(base + sep)) return void response.writeHead(404).end('Not found');
    stat(file).then(
      (info) => {
        if (!info.isFile()) return void response.writeHead(404).end('Not found');
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': 'no-cache',
        });
        if (request.method === 'HEAD') return void response.end();
        createReadStream(file).pipe(response);
      },
      () => void response.writeHead(404).end('Not found'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
