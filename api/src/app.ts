import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_BASE } from '@cedar/shared/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './logging.ts';
import type { AccountStore } from './oidc/accounts.ts';
import type { AuthConfig } from './oidc/auth-config.ts';
import { createDbAccountStore } from './oidc/db-account-store.ts';
import authenticate from './plugins/app/authenticate.ts';
import authorization, { defaultAccess } from './plugins/app/authorization.ts';
import errors, { sendError } from './plugins/app/errors.ts';
import etag from './plugins/app/etag.ts';
import inputBounds from './plugins/app/input-bounds.ts';
import portalStatic from './plugins/app/portal-static.ts';
import { pathOf } from './plugins/app/routed.ts';
import repositories from './plugins/app/repositories.ts';
import db from './plugins/external/db.ts';
import helmet from './plugins/external/helmet.ts';
import oidc from './plugins/external/oidc.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import announcementsRoutes from './routes/announcements/index.ts';
import benchHello from './routes/bench/hello.ts';
import calendarsRoutes from './routes/calendars/index.ts';
import cohortPanelsRoutes from './routes/cohorts/index.ts';
import healthRoutes from './routes/health/index.ts';
import { withoutSpecSlash } from './domain/api-paths.ts';
import portalConfigRoute from './routes/portal-config.ts';
import lmsRoutes from './routes/lms/index.ts';
import mediaFiles from './routes/media/files.ts';
import mediaRoutes from './routes/media/index.ts';
import mediaIngest from './routes/media/ingest.ts';
import mediaTranscriptSearch from './routes/media/transcript-search.ts';
import heartbeat from './routes/presence/heartbeat.ts';
import recordingsRoutes from './routes/recordings/index.ts';
import studySessionsRoutes from './routes/study-sessions/index.ts';
import supportRequestsRoutes from './routes/support-requests/index.ts';
import usersRoutes from './routes/users/index.ts';
import type { Repositories } from './repositories/implementations.ts';
import { createDiskStorage, createFileSigner, type FileSigner, type Storage } from './storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock of the app; tests pass a fixed one. */
    now: () => Date;
    /** Where recordings and their files are stored. */
    storage: Storage;
    /** Signs the /files links handed to callers allowed to see a video. */
    fileSigner: FileSigner;
  }
}

/** What the server (or a test) hands the app; nothing here is read from the environment. */
export interface BuildAppOptions {
  config: Config;
  database: { db: Database; ping: () => Promise<void> };
  /**
   * How bearer tokens are verified, what the browser is told (/portal-config.json) and, with
   * `auth.provider`, the embedded OpenID provider at /oidc (see oidc/auth-config.ts).
   */
  auth: AuthConfig;
  /** Accounts of the embedded provider; defaults to the database's users. */
  accounts?: AccountStore;
  /** Fastify logger setting; defaults to structured logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** File storage; defaults to local disk under DATA_DIR/files. */
  storage?: Storage;
  /** File link signer; defaults to one with a random key per process. */
  fileSigner?: FileSigner;
  /** Repositories to use instead of those over `database` (plugins/app/repositories.ts). */
  repositories?: Partial<Repositories>;
}

/** Builds the portal server: API, optional embedded provider, static files. Call `ready()` or `listen()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    // The spec's paths with a trailing slash reach their one route (domain/api-paths.ts).
    rewriteUrl: (request) => withoutSpecSlash(request.url ?? '/'),
    // Unknown body fields are refused, never silently dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('storage', options.storage ?? createDiskStorage(path.join(config.dataDir, 'files')));
  app.decorate('fileSigner', options.fileSigner ?? createFileSigner());
  await app.register(errors);
  await app.register(db, options.database);
  await app.register(repositories, { implementations: options.repositories });
  await app.register(authenticate, { verification: options.auth.verification });
  await app.register(authorization);
  // Fails start-up when a route accepts a value the database cannot take (integers past int32, NUL).
  await app.register(inputBounds);
  await app.register(helmet, {
    issuerOrigin: config.oidc.issuer ? new URL(config.oidc.issuer).origin : null,
    remotesFile: config.remotesFile,
  });
  await app.register(swagger, { productName: config.productName });
  await app.register(rateLimit, config.rateLimit);

  await app.register(
    async function api(scope) {
      // Bodiless POSTs from a client that always sends a JSON content type are fine.
      const json = scope.getDefaultJsonParser('error', 'error');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        if (body === '') return done(null, undefined);
        json(request, body as string, done);
      });
      // Polled answers revalidate with If-None-Match (ADR 0010); only inside /api.
      await scope.register(etag);
      await scope.register(healthRoutes);
      await scope.register(usersRoutes);
      await scope.register(heartbeat);
      // The benchmark's baseline exists only when the bench starts the server (BENCH_ENDPOINTS=1).
      if (config.benchEndpoints) await scope.register(benchHello);
      // The learner dashboard.
      const { eventsCalendarId, lmsBaseUrl, supportRequestLimit } = config.dashboard;
      await scope.register(announcementsRoutes);
      await scope.register(calendarsRoutes, { eventsCalendarId, publicUrl: config.publicUrl });
      await scope.register(recordingsRoutes);
      await scope.register(lmsRoutes, { lmsBaseUrl });
      await scope.register(cohortPanelsRoutes, { eventsCalendarId });
      await scope.register(studySessionsRoutes);
      await scope.register(supportRequestsRoutes, { limit: supportRequestLimit });
      // Recorded sessions.
      await scope.register(mediaRoutes);
      await scope.register(mediaIngest);
      await scope.register(mediaTranscriptSearch);
      // Every other path under the API, in any method or spelling, is the API's 404: routed
      // here, it is budgeted and answered like the API (plugins/app/routed.ts).
      scope.all('/*', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) =>
        sendError(reply, 404, `No route for ${request.method} ${pathOf(request)}.`),
      );
    },
    { prefix: API_BASE },
  );

  // Sign-in itself is open to everyone: the portal config and the provider with its login page.
  await app.register(async function signIn(scope) {
    defaultAccess(scope, 'public');
    await scope.register(portalConfigRoute, { oidc: options.auth.portal, apiKey: config.apiKey });
    const provider = options.auth.provider;
    if (provider) {
      await scope.register(oidc, {
        settings: provider,
        accounts: options.accounts ?? createDbAccountStore(options.database.db),
      });
    }
  });

  await app.register(mediaFiles);
  await app.register(portalStatic, { roots: config.static, remotesFile: config.remotesFile });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No route for ${request.method} ${pathOf(request)}.`),
  );
  return app;
}
