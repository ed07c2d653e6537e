import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Who is calling, from a verified bearer token. */
export interface Identity {
  email: string;
  roles: string[];
}

/**
 * How bearer tokens are verified: the issuer that must have signed them, the audience they
 * must be for, and the issuer's public keys (a local key set for the embedded provider and
 * tests, the issuer's JWKS endpoint for an external one).
 */
export interface TokenVerification {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}

const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** The identity in a bearer token, or null when it is missing, invalid, expired or not for us. */
export async function verifyAccessToken(token: string, verification: TokenVerification): Promise<Identity | null> {
  const { payload } = await jwtVerify(token, verification.keys, {
    issuer: verification.issuer,
    audience: verification.audience,
    algorithms: ASYMMETRIC_ALGORITHMS,
    requiredClaims: ['exp'],
    clockTolerance: 5,
  });
  return identityFrom(payload);
}

function identityFrom(payload: JWTPayload): Identity | null {
  const email = typeof payload.email === 'string' && payload.email.includes('@') ? payload.email : null;
  if (!email) return null;
  const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
  return { email, roles };
}
