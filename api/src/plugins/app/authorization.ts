import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from '../../users/viewer.ts';
import {
  type Access,
  type AccessOutcome,
  ACCESS_RULE_NAMES,
  EMAIL_ONLY_RULES,
  enforce,
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
 * with an unknown one) makes start-up fail. Callers without an identity get 401 before their
 * input is looked at; the route's rule then answers 403 or 404 after validation.
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

  app.addHook('preValidation', async (request) => {
    const access = accessOf(request);
    // Only the not-found handler has no access of its own: it stays open, so unknown paths say 404.
    if (access && access !== 'public' && !request.identity) throw unauthorized();
  });

  app.addHook('preHandler', async (request) => {
    const access = accessOf(request);
    request.accessOutcome = {};
    if (!access || access === 'public' || !request.identity) return;
    const email = request.identity.email.toLowerCase();
    const memberships = EMAIL_ONLY_RULES.has(access) ? [] : await app.usersRepository.membershipFacts(email);
    request.viewer = { email, memberships };
    request.accessOutcome = await enforce(access, { request, viewer: request.viewer, repositories: app });
  });
}

export default fp(authorization, {
  name: 'cedar-authorization',
  fastify: '5.x',
  dependencies: ['cedar-authenticate', 'cedar-repositories'],
});
