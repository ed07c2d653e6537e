import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../app/routed.ts';
import { remoteOriginsOf } from './remote-origins.ts';

export interface HelmetPluginOptions {
  /** Origin of an external OpenID issuer: the browser talks to it for discovery and tokens. */
  issuerOrigin?: string | null;
  /** The remote registry (REMOTES_FILE): remotes it lists on other origins are allowed to load. */
  remotesFile?: string;
  /** Origin of the configured tag manager (TAG_MANAGER_ORIGIN); null when none is configured. */
  tagManagerOrigin?: string | null;
}

/** A directive's sources; a function is evaluated at each request. */
type Directives = Record<string, Array<string | (() => string)>>;

const noOrigins = (): readonly string[] => [];

/**
 * The portal's Content-Security-Policy (docs/decisions/0004-content-security-policy.md):
 * scripts only from the portal itself and the origins of the remotes in the registry, styles
 * also inline because Griffel (Fluent UI) writes <style> tags at run time, avatars from
 * anywhere over https. `remoteOrigins` is read at each request, so moving a remote to a CDN
 * takes effect at the next page load, like the registry itself. A configured tag manager
 * (TAG_MANAGER_ORIGIN) adds its one origin to scripts and connections.
 */
export function portalCspDirectives(
  issuerOrigin: string | null = null,
  remoteOrigins: () => readonly string[] = noOrigins,
  tagManagerOrigin: string | null = null,
): Directives {
  // The tag manager, only when configured: its script and its own requests, that origin only.
  const tagManager = tagManagerOrigin ? [tagManagerOrigin] : [];
  // A remote build is scripts (manifest fetched, entry and chunks as <script>), and may ship
  // stylesheets, images and fonts next to them (the media player's).
  const withRemotes =
    (sources: string[], after: string[] = []) =>
    () =>
      [...sources, ...remoteOrigins(), ...after].join(' ');
  return {
    'default-src': ["'self'"],
    'script-src': [withRemotes(["'self'"], tagManager)],
    'style-src': [withRemotes(["'self'", "'unsafe-inline'"])],
    'img-src': [withRemotes(["'self'", 'data:', 'blob:', 'https:'])],
    'font-src': [withRemotes(["'self'", 'data:'])],
    'connect-src': [withRemotes(["'self'", ...(issuerOrigin ? [issuerOrigin] : [])], tagManager)],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Storybook's manager frames its preview (iframe.html) and runs inline bootstrap scripts, so
 * /storybook/ gets its own, looser policy; nothing else does. Because its scripts are looser,
 * its documents are sandboxed without `allow-same-origin`: they run in an origin of their own
 * (opaque), so no Storybook script can read the portal's storage (the tokens in localStorage),
 * cookies or call the API as the signed-in user. Its files are public and answered with
 * `Access-Control-Allow-Origin: *`, which such a document needs to load its module scripts.
 */
export function storybookCspDirectives(): Directives {
  return {
    ...portalCspDirectives(),
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    sandbox: ['allow-scripts', 'allow-popups', 'allow-forms', 'allow-modals', 'allow-downloads'],
  };
}

/** Route option that gives a route Storybook's policy. */
export const storybookHelmet = {
  contentSecurityPolicy: { useDefaults: false, directives: storybookCspDirectives() },
  frameguard: { action: 'sameorigin' as const },
  // Loaded by its own opaque-origin documents: same-origin would block its fonts and images.
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
};

/** Security headers on every answer. */
async function securityHeaders(app: FastifyInstance, options: HelmetPluginOptions): Promise<void> {
  const remotes = options.remotesFile ? remoteOriginsOf(options.remotesFile) : null;
  if (remotes) {
    // Before helmet's own hook, so the policy sees the registry as it is now. Only pages load
    // remotes: API answers (by the matched route, however the path was spelled) skip the file
    // check and carry the origins last read.
    app.addHook('onRequest', async (request) => {
      if (!isApiRoute(request)) await remotes.refresh();
    });
  }
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: portalCspDirectives(options.issuerOrigin ?? null, remotes?.current, options.tagManagerOrigin ?? null),
    },
    frameguard: { action: 'deny' },
    // Avatars and media may come from other origins (img-src https:).
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(securityHeaders, { name: 'cedar-helmet', fastify: '5.x' });
