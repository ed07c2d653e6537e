import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type Provider from 'oidc-provider';
import { type AccountStore, claimsFor, SCOPE_CLAIMS } from './accounts.ts';
import { API_AUDIENCE } from './constants.ts';

type ProviderMiddleware = Parameters<Provider['use']>[0];
type KoaContext = Parameters<ProviderMiddleware>[0];

/** Path of the userinfo endpoint under the provider's mount (/oidc/me), as oidc-provider names it. */
export const USERINFO_PATH = '/me';

export interface UserinfoOptions {
  issuer: string;
  /** The provider's public signing keys. */
  keys: JWTVerifyGetKey;
  accounts: AccountStore;
  /** Origins of the portal client, allowed to call it from a browser. */
  origins: readonly string[];
}

/**
 * The userinfo endpoint (OpenID Connect Core §5.3) for the portal's own access tokens.
 * oidc-provider's built-in one answers only tokens without an audience, and every token of the
 * portal is a JWT for the API (`aud` cedar-api), so a standard client's userinfo call got 401.
 * This one accepts exactly what the API accepts — a JWT of this issuer for cedar-api — when
 * its scope holds `openid`, and answers the claims of the scopes it carries, read afresh from
 * the account. The token comes in the Authorization header (RFC 6750 §2.1), by GET or POST.
 */
export function userinfoEndpoint(options: UserinfoOptions): ProviderMiddleware {
  const realm = `Bearer realm="${options.issuer}"`;
  const refuse = (ctx: KoaContext, status: number, error?: string, description?: string) => {
    ctx.status = status;
    ctx.set(
      'www-authenticate',
      error ? `${realm}, error="${error}", error_description="${description ?? error}"` : realm,
    );
    ctx.body = error ? { error, error_description: description } : { error: 'invalid_token' };
  };

  return async (ctx, next) => {
    if (ctx.path !== USERINFO_PATH) return next();
    const origin = ctx.get('origin');
    if (origin && options.origins.includes(origin)) {
      ctx.set('access-control-allow-origin', origin);
      ctx.vary('origin');
    }
    ctx.set('cache-control', 'no-store');
    if (ctx.method === 'OPTIONS') {
      ctx.set('access-control-allow-methods', 'GET, POST');
      ctx.set('access-control-allow-headers', 'authorization');
      ctx.set('access-control-max-age', '3600');
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'POST') {
      ctx.set('allow', 'GET, POST, OPTIONS');
      ctx.status = 405;
      ctx.body = { error: 'invalid_request', error_description: 'userinfo answers GET and POST' };
      return;
    }
    const token = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(ctx.get('authorization'))?.[1];
    if (!token) return refuse(ctx, 401);

    let claims: { sub?: unknown; scope?: unknown };
    try {
      ({ payload: claims } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: API_AUDIENCE,
        algorithms: ['RS256'],
        typ: 'at+jwt',
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      const reason = error instanceof errors.JWTExpired ? 'access token expired' : 'access token invalid';
      return refuse(ctx, 401, 'invalid_token', reason);
    }
    const scopes = new Set(typeof claims.scope === 'string' ? claims.scope.split(' ') : []);
    if (!scopes.has('openid')) return refuse(ctx, 403, 'insufficient_scope', 'access token missing openid scope');
    const account = typeof claims.sub === 'string' ? await options.accounts.findAccount(claims.sub) : null;
    if (!account) return refuse(ctx, 401, 'invalid_token', 'access token invalid');

    const all: Record<string, unknown> = claimsFor(account);
    const names = [...scopes].flatMap((scope) => SCOPE_CLAIMS[scope as keyof typeof SCOPE_CLAIMS] ?? []);
    ctx.status = 200;
    ctx.body = Object.fromEntries(names.map((name) => [name, all[name]]));
  };
}
