import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { trimSlash } from './constants.ts';

/**
 * The signing keys of an external issuer, found through its discovery document
 * (`/.well-known/openid-configuration` -> `jwks_uri`). Discovery runs at the first token
 * to verify, not at start-up, so the API starts even while the issuer is unreachable; a
 * failed discovery is retried at the next token.
 */
export function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const load = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${trimSlash(issuer)}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`OpenID discovery of ${issuer} failed with status ${response.status}`);
    const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (trimSlash(metadata.issuer ?? '') !== trimSlash(issuer)) {
      throw new Error(`OpenID discovery of ${issuer} names another issuer: ${metadata.issuer}`);
    }
    if (!metadata.jwks_uri) throw new Error(`OpenID discovery of ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(metadata.jwks_uri));
  };
  return async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return (await keys)(header, token);
  };
}
