import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from '../../users/viewer.ts';
import {
  type Access,
  type AccessOutcome,
  ACCESS_RULE_NAMES,
  EMAIL_ONLY_RULES,
  enforce,
  gate,
  isAccess,
} from '../../access/rules.ts';
import { unauthorized } from '../../http-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (see access/rules.ts). Every route must declare it. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller with their memberships (none loaded for e-mail-only rules such as `self`). */
    viewer: Viewer | null;
    /** What the route's access rule loaded (the subject account, the cohorts to list). */
    accessOutcome: AccessOutcome;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access, for docs and the authorisation matrix. */
    accessTable(): { method: string; url: string; access: Access }[];
  }
}

/** Gives the routes registered in `scope` (typically a third-party plugin's) a default access. */
export function defaultAccess(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

const accessOf = (request: FastifyRequest): Access | undefined => request.routeOptions.config.access;

/**
 * Authorisation in one place. Each route declares `config.access`; a route without one (or
 * with an unknown one) makes start-up fail. Callers without an identity get 401, and callers
 * without the permission the route needs anywhere 403, before their body is read; the route's
 * rule then answers 403 or 404 about what the validated input names.
 */
async function authorization(app: FastifyInstance): Promise<void> {
  const routes: RouteOptions[] = [];
  app.decorateRequest('viewer', null);
  app.decorateRequest('accessOutcome', null as unknown as AccessOutcome);

  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  app.decorate('accessTable', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, access: route.config?.access as Access })),
    ),
  );

  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !isAccess(route.config?.access));
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${[route.method].flat().join(',')} ${route.url}`).join('; ');
      throw new Error(`Routes without a declared access (${ACCESS_RULE_NAMES.join(' | ')}): ${names}`);
    }
  });

  // Who calls is known before the body is read: the caller without an identity gets 401 and
  // the caller without the route's permission 403 (its gate, access/rules.ts) before a byte of
  // the body is parsed, so an anonymous or unprivileged upload costs nothing. preParsing runs
  // after every onRequest hook, the rate limit included, so refused callers still spend budget.
  app.addHook('preParsing', async (request) => {
    const access = accessOf(request);
    request.accessOutcome = {};
    // Only the not-found handler has no access of its own: it stays open, so unknown paths say 404.
    if (!access || access === 'public') return;
    if (!request.identity) throw unauthorized();
    const email = request.identity.email.toLowerCase();
    const memberships = EMAIL_ONLY_RULES.has(access) ? [] : await app.usersRepository.membershipFacts(email);
    request.viewer = { email, memberships };
    gate(access, request.viewer);
  });

  // The rest of the rule may look at the validated input (a cohort in the path or the body).
  app.addHook('preHandler', async (request) => {
    const access = accessOf(request);
    if (!access || access === 'public' || !request.viewer) return;
    request.accessOutcome = await enforce(access, { request, viewer: request.viewer, repositories: app });
  });
}

export default fp(authorization, {
  name: 'cedar-authorization',
  fastify: '5.x',
  dependencies: ['cedar-authenticate', 'cedar-repositories'],
});
