import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { AuthConfig } from '../../src/oidc/auth-config.ts';
import {
  API_AUDIENCE,
  PORTAL_CLIENT_ID,
  PORTAL_SCOPE,
  POST_LOGOUT_PATH,
  REDIRECT_PATH,
} from '../../src/oidc/constants.ts';
import type { TokenVerification } from '../../src/auth/access-tokens.ts';

export interface AccessTokenClaims {
  email: string;
  roles?: string[];
  /** Seconds from now until expiry (default 3600); negative gives an expired token. */
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  /** Sign with a key the verifier does not trust (same kid): a bad signature. */
  foreignKey?: boolean;
  /** Any other claims to add or override. */
  extra?: Record<string, unknown>;
}

export interface TestIssuer {
  issuer: string;
  audience: string;
  /** What `authenticate` needs to trust this issuer. */
  verification: TokenVerification;
  /** Auth config for buildApp: this issuer, no embedded provider. */
  auth: AuthConfig;
  signAccessToken(claims: AccessTokenClaims): Promise<string>;
}

const KID = 'test-key';

/**
 * A token issuer for route tests: mints access tokens like the embedded provider's (RS256,
 * `at+jwt`, aud cedar-api, `email` and `roles`) without a browser or a running provider.
 */
export async function createTestIssuer(options: { issuer?: string; audience?: string } = {}): Promise<TestIssuer> {
  const issuer = options.issuer ?? 'https://issuer.cedar.test/oidc';
  const audience = options.audience ?? API_AUDIENCE;
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(trusted.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const verification: TokenVerification = { issuer, audience, keys: createLocalJWKSet({ keys: [publicJwk] }) };

  return {
    issuer,
    audience,
    verification,
    auth: {
      verification,
      portal: {
        authority: issuer,
        client_id: PORTAL_CLIENT_ID,
        scope: PORTAL_SCOPE,
        redirect_path: REDIRECT_PATH,
        post_logout_path: POST_LOGOUT_PATH,
        extraQueryParams: {},
      },
    },
    signAccessToken: (claims) =>
      sign(claims, claims.foreignKey ? foreign.privateKey : trusted.privateKey, issuer, audience),
  };
}

async function sign(claims: AccessTokenClaims, key: CryptoKey, issuer: string, audience: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = claims.expiresIn ?? 3600;
  const issuedAt = Math.min(now, now + expiresIn - 60);
  return new SignJWT({ email: claims.email, roles: claims.roles ?? [], client_id: PORTAL_CLIENT_ID, ...claims.extra })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: KID })
    .setIssuer(claims.issuer ?? issuer)
    .setAudience(claims.audience ?? audience)
    .setSubject(claims.email)
    .setIssuedAt(issuedAt)
    .setExpirationTime(now + expiresIn)
    .setJti(crypto.randomUUID())
    .sign(key);
}
