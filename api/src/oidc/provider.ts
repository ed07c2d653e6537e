import { createLocalJWKSet } from 'jose';
import Provider, { type AdapterFactory, type Configuration, errors } from 'oidc-provider';
import { type AccountStore, claimsFor, SCOPE_CLAIMS } from './accounts.ts';
import {
  API_AUDIENCE,
  apiResourceFor,
  issuerFor,
  OIDC_MOUNT_PATH,
  PORTAL_CLIENT_ID,
  PORTAL_SCOPE,
  POST_LOGOUT_PATH,
  REDIRECT_PATH,
  trimSlash,
} from './constants.ts';
import { signInCsp } from './csp.ts';
import { grantPerAuthorization, revokeGrantsOnSignOut } from './grants.ts';
import { type PrivateJwks, publicJwks } from './keys.ts';
import { pinToPublicOrigin, publicOrigin } from './public-origin.ts';
import { USERINFO_PATH, userinfoEndpoint } from './userinfo.ts';
import { renderErrorPage, renderLogoutPage } from './views.ts';

/** Settings of the embedded OpenID provider. */
export interface EmbeddedProviderSettings {
  /** The portal's public origin, e.g. http://localhost:8080; the issuer is `${publicUrl}/oidc`. */
  publicUrl: string;
  jwks: PrivateJwks;
  cookieKeys: string[];
  /**
   * Further origins the portal client runs on: the standalone dev servers in development mode
   * (auth-config.ts). None by default, so a production provider redirects to its own origin only.
   */
  devOrigins?: readonly string[];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * Access tokens are JWTs the API verifies on its own, so nothing can recall one before it
 * expires: they live ten minutes, and sign-out or revocation ends the refresh token (its
 * grant) at once. The portal renews a minute before expiry with the refresh token.
 */
export const ACCESS_TOKEN_TTL = 10 * MINUTE;

/** Every origin the portal client runs on: the public one and, in development mode, the dev servers. */
export function portalOrigins(settings: EmbeddedProviderSettings): string[] {
  return [...new Set([new URL(settings.publicUrl).origin, ...(settings.devOrigins ?? [])])];
}

/**
 * The oidc-provider instance: one public client, JWT access tokens for the API, no consent screen.
 * `adapter` stores sessions, grants and tokens (oidc/db-adapter.ts); without it they live in memory.
 */
export function createProvider(
  settings: EmbeddedProviderSettings,
  accounts: AccountStore,
  adapter?: AdapterFactory,
): Provider {
  const origins = portalOrigins(settings);
  const apiResource = apiResourceFor(settings.publicUrl);
  const issuer = issuerFor(trimSlash(settings.publicUrl));
  const csp = signInCsp(origins);

  const configuration: Configuration = {
    ...(adapter ? { adapter } : {}),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Cedar portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}${REDIRECT_PATH}`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}${POST_LOGOUT_PATH}`),
      },
    ],
    jwks: settings.jwks,
    cookies: { keys: settings.cookieKeys },
    scopes: PORTAL_SCOPE.split(' '),
    claims: Object.fromEntries(Object.entries(SCOPE_CLAIMS).map(([scope, names]) => [scope, [...names]])),
    // The ID token carries the profile claims itself: the portal loads no userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Only what the portal's public client uses is offered and advertised: Authorization
    // Code + PKCE (no implicit or hybrid response types), no client secrets, PAR or DPoP.
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    discovery: { userinfo_endpoint: `${issuer}${USERINFO_PATH}` },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      // The built-in userinfo answers only tokens without an audience; userinfo.ts answers the API's.
      userinfo: { enabled: false },
      // RFC 7009 for refresh tokens (revoking one ends its authorization's grant). Access
      // tokens are JWTs and cannot be recalled; they live ACCESS_TOKEN_TTL.
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: PORTAL_SCOPE,
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL,
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.set('content-security-policy', csp);
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
      },
    },
    findAccount: async (_ctx, id) => {
      const account = await accounts.findAccount(id);
      if (!account) return undefined;
      return { accountId: account.email, claims: () => claimsFor(account) };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findAccount(token.accountId);
      if (!account) return undefined;
      const { email, roles } = claimsFor(account);
      return { email, roles };
    },
    // First-party client: consent is implicit, so each authorization gets a grant on the spot.
    loadExistingGrant: (ctx) => grantPerAuthorization(ctx, apiResource),
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Not bound to the session, which holds only its latest grant: two sign-ins in one browser
    // stay separate. Sign-out revokes every grant of the session instead (grants.ts).
    expiresWithSession: () => false,
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.set('content-security-policy', csp);
      ctx.type = 'html';
      const signingOut = ctx.oidc?.route?.startsWith('end_session') ?? false;
      ctx.body = renderErrorPage({ error: String(out.error), description: out.error_description, signingOut });
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy the public URL is https while requests arrive over http.
  provider.proxy = settings.publicUrl.startsWith('https:');
  provider.use(pinToPublicOrigin(publicOrigin(settings.publicUrl)));
  provider.use(revokeGrantsOnSignOut(provider));
  const keys = createLocalJWKSet(publicJwks(settings.jwks));
  provider.use(userinfoEndpoint({ issuer, keys, accounts, origins }));
  return provider;
}
