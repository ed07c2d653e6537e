import type { IncomingHttpHeaders } from 'node:http';
import type Provider from 'oidc-provider';

type ProviderMiddleware = Parameters<Provider['use']>[0];

/**
 * The embedded provider lives at PUBLIC_URL only. oidc-provider builds the endpoint URLs of
 * its discovery document and redirects from the request's Host (or X-Forwarded-Host behind a
 * proxy), so a request addressed to another host would have its Host written into what the
 * provider answers, and a cache in between could hand that to everyone. Requests for another
 * host are refused with 421 Misdirected Request instead.
 */
export interface PublicOrigin {
  /** Whether a request addressed to `host` (a Host header value) is for the public origin. */
  accepts(host: string | undefined): boolean;
  /** Behind a TLS-terminating proxy (an https PUBLIC_URL), X-Forwarded-Host names the host. */
  trustsForwardedHost: boolean;
  /** The refusal's body. */
  refusal: { error: string; error_description: string };
}

export function publicOrigin(publicUrl: string): PublicOrigin {
  const url = new URL(publicUrl);
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  // "portal.example" and "portal.example:443" name the same origin; nothing else does.
  const hosts = new Set([url.host, url.port ? url.host : `${url.hostname}:${defaultPort}`]);
  return {
    accepts: (host) => host !== undefined && hosts.has(host.trim().toLowerCase()),
    trustsForwardedHost: url.protocol === 'https:',
    refusal: {
      error: 'invalid_request',
      error_description: `This sign-in service answers at ${url.origin} only.`,
    },
  };
}

/** The host a request was addressed to, read as the provider (Koa) reads it. */
export function requestHost(headers: IncomingHttpHeaders, trustForwardedHost: boolean): string | undefined {
  const forwarded = trustForwardedHost ? headers['x-forwarded-host'] : undefined;
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || headers[':authority'] || headers.host;
  return typeof value === 'string' ? value.split(',')[0] : undefined;
}

/**
 * Koa middleware of the provider: refuses other hosts, and keeps the discovery document out
 * of caches (it names the keys and endpoints of the moment).
 */
export function pinToPublicOrigin(origin: PublicOrigin): ProviderMiddleware {
  return async (ctx, next) => {
    if (!origin.accepts(ctx.host)) {
      ctx.status = 421;
      ctx.set('cache-control', 'no-store');
      ctx.body = origin.refusal;
      return;
    }
    await next();
    if ((ctx as { oidc?: { route?: string } }).oidc?.route === 'discovery') ctx.set('cache-control', 'no-store');
  };
}
