import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

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

export interface AuthenticateOptions {
  verification: TokenVerification;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when the request has no valid bearer token. */
    identity: Identity | null;
  }
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

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Decorates every request with `identity`. It never rejects a request itself: routes (the
 * authorisation layer) answer 401 when they need an identity and find null. Tokens are
 * never logged, only why one was refused.
 */
async function authenticate(app: FastifyInstance, options: AuthenticateOptions): Promise<void> {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    try {
      request.identity = await verifyAccessToken(token, options.verification);
    } catch (error) {
      // A bad token is the caller's problem; an unreachable key set is ours.
      const ours = !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout;
      const reason = error instanceof errors.JOSEError ? error.code : String((error as Error).message);
      request.log[ours ? 'warn' : 'debug']({ reason }, 'bearer token refused');
    }
  });
}

export default fp(authenticate, { name: 'cedar-authenticate', fastify: '5.x' });
