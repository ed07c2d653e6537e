import { createLocalJWKSet } from 'jose';
import type { Config } from '../config.ts';
import type { TokenVerification } from '../auth/access-tokens.ts';
import {
  API_AUDIENCE,
  apiResourceFor,
  DEV_SERVER_ORIGINS,
  issuerFor,
  PORTAL_CLIENT_ID,
  PORTAL_SCOPE,
  POST_LOGOUT_PATH,
  REDIRECT_PATH,
} from './constants.ts';
import { discoveredKeys } from './discovery.ts';
import { loadProviderKeys, publicJwks } from './keys.ts';
import type { EmbeddedProviderSettings } from './provider.ts';

/** The `oidc` part of /portal-config.json: what the browser's oidc-client-ts needs. */
export interface PortalOidcConfig {
  authority: string;
  client_id: string;
  scope: string;
  redirect_path: string;
  post_logout_path: string;
  /** Extra authorization request parameters (UserManagerSettings.extraQueryParams). */
  extraQueryParams: Record<string, string>;
}

/**
 * Everything about authentication the app is built with: how bearer tokens are verified,
 * what the browser is told, and (without an external issuer) the embedded provider.
 */
export interface AuthConfig {
  verification: TokenVerification;
  portal: PortalOidcConfig;
  /** Settings of the embedded provider; absent when an external issuer is used. */
  provider?: EmbeddedProviderSettings;
}

/**
 * Auth configuration of the server (api/src/config.ts): an external issuer when
 * `oidc.issuer` (OIDC_ISSUER) is set, else the embedded provider with keys under `dataDir`.
 * OIDC_SCOPE and OIDC_EXTRA_QUERY_PARAMS tune what the browser asks an external issuer for.
 * NODE_ENV=development also registers the dev servers' origins with the embedded provider.
 */
export async function authConfigFor(
  config: Pick<Config, 'publicUrl' | 'dataDir' | 'oidc'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AuthConfig> {
  if (config.oidc.issuer) {
    return externalAuthConfig({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      clientId: config.oidc.clientId,
      scope: env.OIDC_SCOPE || PORTAL_SCOPE,
      extraQueryParams: parseParams(env.OIDC_EXTRA_QUERY_PARAMS),
    });
  }
  // The dev servers (localhost:3000..3005) may sign in only against a portal in development mode.
  const devOrigins = env.NODE_ENV === 'development' ? DEV_SERVER_ORIGINS : [];
  return embeddedAuthConfig({ publicUrl: config.publicUrl, dataDir: config.dataDir, devOrigins });
}

/**
 * The embedded provider at `${publicUrl}/oidc`; keys persist in dataDir (null: in memory).
 * `devOrigins`: further origins of the portal client (redirect and post-logout URIs, CORS).
 */
export async function embeddedAuthConfig(input: {
  publicUrl: string;
  dataDir: string | null;
  devOrigins?: readonly string[];
}): Promise<AuthConfig> {
  const { jwks, cookieKeys } = await loadProviderKeys(input.dataDir);
  const issuer = issuerFor(input.publicUrl);
  return {
    verification: { issuer, audience: API_AUDIENCE, keys: createLocalJWKSet(publicJwks(jwks)) },
    portal: portalConfig(issuer, PORTAL_CLIENT_ID, PORTAL_SCOPE, { resource: apiResourceFor(input.publicUrl) }),
    provider: { publicUrl: input.publicUrl, jwks, cookieKeys, devOrigins: input.devOrigins },
  };
}

/** An external issuer (Okta, Entra ID, Keycloak, Auth0): keys come from its discovery document. */
export function externalAuthConfig(input: {
  issuer: string;
  audience: string;
  clientId: string;
  scope?: string;
  extraQueryParams?: Record<string, string>;
}): AuthConfig {
  return {
    verification: { issuer: input.issuer, audience: input.audience, keys: discoveredKeys(input.issuer) },
    portal: portalConfig(input.issuer, input.clientId, input.scope ?? PORTAL_SCOPE, input.extraQueryParams ?? {}),
  };
}

function portalConfig(
  authority: string,
  clientId: string,
  scope: string,
  extraQueryParams: Record<string, string>,
): PortalOidcConfig {
  return {
    authority,
    client_id: clientId,
    scope,
    redirect_path: REDIRECT_PATH,
    post_logout_path: POST_LOGOUT_PATH,
    extraQueryParams,
  };
}

/** OIDC_EXTRA_QUERY_PARAMS: a JSON object of strings, e.g. {"audience":"cedar-api"} for Auth0. */
function parseParams(value: string | undefined): Record<string, string> {
  if (!value) return {};
  const parsed: unknown = JSON.parse(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('OIDC_EXTRA_QUERY_PARAMS must be a JSON object');
  return Object.fromEntries(Object.entries(parsed).map(([key, v]) => [key, String(v)]));
}
