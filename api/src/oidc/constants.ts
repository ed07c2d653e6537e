/** Fixed facts of Cedar's OpenID Connect set-up, shared by the provider, the verifier and the portal config. */
export const PORTAL_CLIENT_ID = 'cedar-portal';
/** Audience (`aud`) of access tokens for the provider API. */
export const API_AUDIENCE = 'cedar-api';
export const PORTAL_SCOPE = 'openid profile email';
export const REDIRECT_PATH = '/auth/callback';
export const POST_LOGOUT_PATH = '/';
/** Where the embedded provider is mounted. */
export const OIDC_MOUNT_PATH = '/oidc';
/** Ports of the standalone dev servers (host and remotes) that may also sign in in development mode. */
export const DEV_SERVER_PORTS = [3000, 3001, 3002, 3003, 3004, 3005] as const;
/** The dev servers' origins, http://localhost:3000..3005. */
export const DEV_SERVER_ORIGINS: readonly string[] = DEV_SERVER_PORTS.map((port) => `http://localhost:${port}`);

/** The RFC 8707 resource indicator of the API: the API's own URL. */
export function apiResourceFor(publicUrl: string): string {
  return `${trimSlash(publicUrl)}/api`;
}

export function issuerFor(publicUrl: string): string {
  return `${trimSlash(publicUrl)}${OIDC_MOUNT_PATH}`;
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
