import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /** Origin of an external OpenID issuer: the browser talks to it for discovery and tokens. */
  issuerOrigin?: string | null;
}

type Directives = Record<string, string[]>;

/**
 * The portal's Content-Security-Policy (docs/decisions/0004-content-security-policy.md):
 * scripts only from the portal itself, styles also inline because Griffel (Fluent UI) writes
 * <style> tags at run time, avatars from anywhere over https.
 */
export function portalCspDirectives(issuerOrigin: string | null = null): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
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
 * /storybook/ gets its own, looser policy; nothing else does.
 */
export function storybookCspDirectives(): Directives {
  return {
    ...portalCspDirectives(),
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** Route option that gives a route Storybook's policy. */
export const storybookHelmet = {
  contentSecurityPolicy: { useDefaults: false, directives: storybookCspDirectives() },
  frameguard: { action: 'sameorigin' as const },
};

/** Security headers on every answer. */
async function securityHeaders(app: FastifyInstance, options: HelmetPluginOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: portalCspDirectives(options.issuerOrigin ?? null) },
    frameguard: { action: 'deny' },
    // Avatars and media may come from other origins (img-src https:).
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(securityHeaders, { name: 'cedar-helmet', fastify: '5.x' });
