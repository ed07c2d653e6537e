import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { StaticRoots } from '../../config.ts';
import { storybookHelmet } from '../external/helmet.ts';
import { sendError } from './errors.ts';

export interface PortalStaticOptions {
  roots: StaticRoots;
  /** The remotes registry, read at each request so a remote can move without a restart. */
  remotesFile: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Paths the SPA never owns: an unknown one is a real 404, not the app shell.
const RESERVED = /^\/(api|oidc|remotes|storybook|files)(\/|$)/;
// A missing file with one of these extensions is a broken asset link, not an app route
// (app routes may end in dots: /profile/first.last@school.academy).
const ASSET =
  /\.(js|mjs|cjs|css|map|json|html|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|eot|txt|xml|webmanifest|wasm|mp4|webm|vtt)$/i;

/**
 * Cache policy of a built file: entry points that name other files (HTML, mf-manifest.json,
 * remoteEntry.js) are revalidated every time; content-hashed chunks never change.
 */
export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (/\.html$/i.test(name) || name === 'mf-manifest.json' || name === 'remoteEntry.js') return 'no-cache';
  return /[._-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(name) ? IMMUTABLE : 'no-cache';
}

/** Is `relative` an existing file inside `root`? Never looks outside the root. */
async function isFileIn(root: string, relative: string): Promise<boolean> {
  const full = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return false;
  return stat(full).then(
    (info) => info.isFile(),
    () => false,
  );
}

function send(reply: FastifyReply, root: string, relative: string): FastifyReply {
  reply.header('cache-control', cacheControlFor(relative));
  return reply.sendFile(relative, root, { cacheControl: false, dotfiles: 'deny' });
}

async function sendBuilt(reply: FastifyReply, root: string, relative: string, what: string): Promise<FastifyReply> {
  const file = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
  if (await isFileIn(root, file)) return send(reply, root, file);
  return sendError(reply, 404, `Not found in ${what}.`);
}

/**
 * The portal's static side: the host build with SPA fallback at /, each remote's build at
 * /remotes/<name>/, Storybook at /storybook/ and the remotes registry at /remotes.json.
 * A missing build answers 404; it never stops the server.
 */
async function portalStatic(app: FastifyInstance, options: PortalStaticOptions): Promise<void> {
  const { roots } = options;
  // Each build ships .br and .gz beside its text files (shared/federation/precompress-plugin.cjs):
  // sent as they are when the browser accepts them, with Vary: Accept-Encoding.
  await app.register(fastifyStatic, { root: roots.host, serve: false, preCompressed: true });
  const schema = { hide: true };

  app.get('/remotes.json', { schema, config: { access: 'public' } }, async (request, reply) => {
    try {
      const registry = JSON.parse(await readFile(options.remotesFile, 'utf8')) as unknown;
      if (!registry || typeof registry !== 'object' || Array.isArray(registry)) throw new Error('not an object');
      return reply.header('cache-control', 'no-store').type('application/json').send(registry);
    } catch (error) {
      request.log.error({ err: error, file: options.remotesFile }, 'remotes registry unreadable');
      return sendError(reply, 503, 'The remotes registry is not available.');
    }
  });

  app.get<{ Params: { name: string; '*': string } }>(
    '/remotes/:name/*',
    { schema, config: { access: 'public' } },
    async (request, reply) => {
      const root = Object.hasOwn(roots.remotes, request.params.name) ? roots.remotes[request.params.name] : undefined;
      if (!root) return sendError(reply, 404, `No remote named ${request.params.name}.`);
      return sendBuilt(reply, root, request.params['*'], `remote ${request.params.name}`);
    },
  );

  app.get('/storybook', { schema, config: { access: 'public' } }, async (_request, reply) =>
    reply.redirect('/storybook/'),
  );
  app.get<{ Params: { '*': string } }>(
    '/storybook/*',
    { schema, config: { access: 'public' }, helmet: storybookHelmet },
    // Public files, loaded by a sandboxed (opaque-origin) document: see storybookCspDirectives.
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      return sendBuilt(reply, roots.storybook, request.params['*'], 'Storybook');
    },
  );

  app.get<{ Params: { '*': string } }>('/*', { schema, config: { access: 'public' } }, async (request, reply) => {
    const relative = request.params['*'];
    if (RESERVED.test(`/${relative}`)) return sendError(reply, 404, 'Not found.');
    if (relative && (await isFileIn(roots.host, relative))) return send(reply, roots.host, relative);
    if (ASSET.test(relative)) return sendError(reply, 404, 'Not found.');
    if (!(await isFileIn(roots.host, 'index.html'))) {
      return sendError(reply, 404, 'The portal is not built yet: run `npm run build`.');
    }
    return send(reply, roots.host, 'index.html');
  });
}

export default fp(portalStatic, { name: 'cedar-portal-static', fastify: '5.x' });
