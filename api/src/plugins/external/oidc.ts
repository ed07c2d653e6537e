import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import type { DemoAccount } from '../../db/seed/demo-accounts.ts';
import type { AccountStore } from '../../oidc/accounts.ts';
import { OIDC_MOUNT_PATH } from '../../oidc/constants.ts';
import { signInCsp } from '../../oidc/csp.ts';
import { dbAdapterFactory, startOidcCleanup } from '../../oidc/db-adapter.ts';
import { interactionRoutes } from '../../oidc/interactions.ts';
import type { LoginGuard } from '../../oidc/redis-login-throttle.ts';
import { setPasswordRoutes } from '../../oidc/set-password-routes.ts';
import { createProvider, type EmbeddedProviderSettings, portalOrigins } from '../../oidc/provider.ts';

export interface OidcPluginOptions {
  settings: EmbeddedProviderSettings;
  accounts: AccountStore;
  /** Accounts listed on the login page; defaults to the seeded demo accounts, [] hides the list. */
  demoAccounts?: readonly DemoAccount[];
  /**
   * Where sessions, grants and tokens are kept: by default the app's database (`app.db`), so
   * sign-ins survive restarts; `null`, or an app without a database, keeps them in memory.
   */
  db?: Database | null;
  /** Where failed sign-ins are counted; by default in this process. */
  throttle?: LoginGuard;
}

/**
 * The embedded OpenID provider at /oidc: oidc-provider (a Koa app) behind a wildcard route
 * that hands it the raw request, plus Cedar's own login page routes, which win over the
 * wildcard because they are more specific. Provider state goes to the database when there is one.
 */
async function oidc(app: FastifyInstance, options: OidcPluginOptions): Promise<void> {
  const db = options.db === undefined ? (app.hasDecorator('db') ? app.db : null) : options.db;
  const provider = createProvider(options.settings, options.accounts, db ? dbAdapterFactory(db) : undefined);
  if (db) {
    const cleanup = startOidcCleanup(db, { onError: (error) => app.log.warn({ err: error }, 'oidc cleanup failed') });
    app.addHook('onClose', () => cleanup.stop());
  }
  const csp = signInCsp(portalOrigins(options.settings));
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc provider error'));

  await app.register(interactionRoutes, {
    provider,
    accounts: options.accounts,
    csp,
    demoAccounts: options.demoAccounts,
    throttle: options.throttle,
    deviceKey: options.settings.cookieKeys[0],
  });
  // The one-time set-password links of members the console creates need the accounts' database.
  if (db) {
    const now = app.hasDecorator('now') ? () => app.now() : () => new Date();
    await app.register(setPasswordRoutes, { db, publicUrl: options.settings.publicUrl, csp, now });
  }
  await app.register(async function mountProvider(scope) {
    // oidc-provider reads request bodies itself, so they must reach it unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = provider.callback();

    scope.all(`${OIDC_MOUNT_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      // Mounted like express does it: the provider derives its mount path from originalUrl.
      // The router matched the first segment as the mount, however it was spelled (%6Fidc), so
      // that segment is what comes off, never a count of characters of the raw URL.
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const rest = raw.url!.replace(/^\/[^/?]*/, '');
      raw.originalUrl = `${OIDC_MOUNT_PATH}${rest}`;
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      reply.raw.setHeader('content-security-policy', csp);
      await handle(raw, reply.raw);
    });
  });
}

export default fp(oidc, { name: 'cedar-oidc', fastify: '5.x' });
