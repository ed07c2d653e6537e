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

interface Verified {
  identity: Identity | null;
  /** When the token expires, in epoch ms: the verification holds until then. */
  expiresAt: number;
}

/** Tokens kept per verification (issuer, audience and keys), at most this many each. */
const MAX_VERIFIED = 5_000;
const verifiedTokens = new WeakMap<TokenVerification, Map<string, Verified>>();

/**
 * The identity in a bearer token, or null when it is missing, invalid, expired or not for us.
 *
 * A token that verified is remembered until it expires (ADR 0047): every API call carries one,
 * each poll of every open dashboard, and checking its signature cost 100–180 µs of the 300–500
 * a polled answer takes in all. The signature, issuer and audience of a given token never
 * change, so the check's answer holds until `exp`; only a token refused or never seen is checked
 * afresh. Tokens live 10 minutes and are not checked against revocation either way (see
 * docs/security.md).
 */
export async function verifyAccessToken(token: string, verification: TokenVerification): Promise<Identity | null> {
  let verified = verifiedTokens.get(verification);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(verification, verified);
  }
  const known = verified.get(token);
  if (known && Date.now() < known.expiresAt) return known.identity;
  if (known) verified.delete(token);
  const { payload } = await jwtVerify(token, verification.keys, {
    issuer: verification.issuer,
    audience: verification.audience,
    algorithms: ASYMMETRIC_ALGORITHMS,
    requiredClaims: ['exp'],
    clockTolerance: 5,
  });
  // Frozen: every request with this token gets this one object.
  const identity = freeze(identityFrom(payload));
  // requiredClaims makes `exp` present: the verification holds no longer than the token.
  verified.set(token, { identity, expiresAt: payload.exp! * 1000 });
  if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  return identity;
}

function freeze(identity: Identity | null): Identity | null {
  if (identity) Object.freeze(identity.roles);
  return identity && Object.freeze(identity);
}

function identityFrom(payload: JWTPayload): Identity | null {
  const email = typeof payload.email === 'string' && payload.email.includes('@') ? payload.email : null;
  if (!email) return null;
  const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
  return { email, roles };
}
