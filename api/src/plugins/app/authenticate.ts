import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from 'jose';
import { type Identity, type TokenVerification, verifyAccessToken } from '../../auth/access-tokens.ts';

export interface AuthenticateOptions {
  verification: TokenVerification;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when the request has no valid bearer token. */
    identity: Identity | null;
  }
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
