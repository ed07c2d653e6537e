import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_BASE } from '@cedar/shared/contract';
import type { Config } from './config.ts';
import type { OpenedDatabase } from './db/client.ts';
import { loggerOptions } from './logging.ts';
import type { AccountStore } from './oidc/accounts.ts';
import type { AuthConfig } from './oidc/auth-config.ts';
import { createDbAccountStore } from './oidc/db-account-store.ts';
import authenticate from './plugins/app/authenticate.ts';
import authorization, { defaultAccess } from './plugins/app/authorization.ts';
import errors, { sendError } from './plugins/app/errors.ts';
import etag from './plugins/app/etag.ts';
import polledAnswers from './plugins/app/polled-answers.ts';
import { type ChangeChannel, ChangeVersions } from './changes/versions.ts';
import inputBounds from './plugins/app/input-bounds.ts';
import portalStatic from './plugins/app/portal-static.ts';
import { pathOf } from './plugins/app/routed.ts';
import { validationOptions } from './plugins/app/validation.ts';
import repositories from './plugins/app/repositories.ts';
import outboxPlugin, { type OutboxPluginOptions } from './plugins/app/outbox.ts';
import integrations from './plugins/app/integrations.ts';
import meetings from './plugins/app/meetings.ts';
import compression from './plugins/external/compression.ts';
import db from './plugins/external/db.ts';
import helmet from './plugins/external/helmet.ts';
import oidc from './plugins/external/oidc.ts';
import metrics from './plugins/external/metrics.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import { sharedCounters } from './limits/shared-counters.ts';
import { RedisLoginThrottle } from './oidc/redis-login-throttle.ts';
import telemetry from './plugins/app/telemetry.ts';
import swagger from './plugins/external/swagger.ts';
import announcementsRoutes from './routes/announcements/index.ts';
import videoLibraryRoutes from './routes/videos/index.ts';
import benchHello from './routes/bench/hello.ts';
import calendarsRoutes from './routes/calendars/index.ts';
import adminToolsRoutes from './routes/admin-tools/index.ts';
import cohortAdminRoutes from './routes/cohort-admin/index.ts';
import cohortMembersRoutes from './routes/cohort-members/index.ts';
import cohortSettingsRoutes from './routes/cohort-settings/index.ts';
import cohortPanelsRoutes from './routes/cohorts/index.ts';
import directoryRoutes from './routes/directory/index.ts';
import healthRoutes from './routes/health/index.ts';
import { withoutSpecSlash } from './domain/api-paths.ts';
import drain from './plugins/app/drain.ts';
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
import { MemoryPresenceStore } from './routes/support-requests/presence-store.ts';
import { RedisPresenceStore } from './routes/support-requests/redis-presence-store.ts';
import supportTriageRoutes from './routes/support-requests/triage.ts';
import telemetryCollect from './routes/telemetry/collect.ts';
import remoteHealthRoute from './routes/telemetry/remote-health.ts';
import usersRoutes from './routes/users/index.ts';
import zoomWebhook from './routes/webhooks/zoom.ts';
import avatarsRoutes from './routes/avatars/index.ts';
import placesRoutes from './routes/places/index.ts';
import { createPlacesService, type PlacesService } from './places/index.ts';
import type { Repositories } from './repositories/implementations.ts';
import { createFileSigner, type FileSigner, type Storage } from './storage/index.ts';
import { storageFor } from './storage/configured.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock of the app; tests pass a fixed one. */
    now: () => Date;
    /**
     * The public URL set-password links of new members point to: the embedded provider's. Null
     * with an external issuer, whose own accounts apply (DECISIONS.md, member invitation).
     */
    setPasswordLinksUrl: string | null;
    /** Where recordings and their files are stored. */
    storage: Storage;
    /** Signs the /files links handed to callers allowed to see a video. */
    fileSigner: FileSigner;
    /** The maps service: place suggestions, details and time zones. */
    places: PlacesService;
  }
}

/** The largest JSON body any route takes unless it declares more: 1 MB. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** What the server (or a test) hands the app; nothing here is read from the environment. */
export interface BuildAppOptions {
  config: Config;
  /** The database, with its pool figures and query timer when it has them (for /metrics). */
  database: Pick<OpenedDatabase, 'db' | 'ping' | 'poolStats' | 'observeQueries'> & {
    changes?: ChangeChannel | undefined;
  };
  /** This replica's change versions; by default made over the database's channel, if any. */
  changes?: ChangeVersions;
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
  /** The maps service; defaults to the configured one (config.places). */
  places?: PlacesService;
  /** Repositories to use instead of those over `database` (plugins/app/repositories.ts). */
  repositories?: Partial<Repositories>;
  /**
   * Where request budgets and failed sign-ins are counted: by default a Redis connection made
   * from `config.rateLimit.redisUrl` when it is set (closed with the app), else this process.
   */
  redis?: Redis | null;
  /** Mail, Slack and Inscribe delivery (adapters/config.ts); defaults to the stored outbox. */
  outbox?: OutboxPluginOptions;
}

/** What an incoming x-request-id may be to be kept: the browser's error reports carry it back. */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The request's id: the caller's x-request-id when it is well-formed (a proxy's), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Builds the portal server: API, optional embedded provider, static files. Call `ready()` or `listen()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    // The spec's paths with a trailing slash reach their one route (domain/api-paths.ts).
    rewriteUrl: (request) => withoutSpecSlash(request.url ?? '/'),
    // Query strings and path parameters are coerced, JSON bodies never (plugins/app/validation.ts).
    ...validationOptions,
    // JSON bodies are small everywhere; a route that takes more says so (uploads are multipart).
    bodyLimit: JSON_BODY_LIMIT,
    // Every log line of a request carries its id, and the answer names it (x-request-id).
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('now', options.now ?? (() => new Date()));
  const changes = options.changes ?? new ChangeVersions(options.database.changes);
  app.decorate('changes', changes);
  app.decorate('setPasswordLinksUrl', options.auth.provider?.publicUrl ?? null);
  app.decorate('storage', options.storage ?? storageFor(config));
  app.decorate('fileSigner', options.fileSigner ?? createFileSigner());
  app.decorate('places', options.places ?? createPlacesService(config.places));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Shutdown: answers under way finish, then every keep-alive connection ends.
  await app.register(drain);
  await app.register(errors);
  // Before any route: it adds its hook to each route as the route is declared.
  await app.register(compression);
  await app.register(db, options.database);
  await app.register(telemetry, {
    flushMs: config.telemetry.flushMs,
    remotesFile: config.remotesFile,
    remoteRoots: config.static.remotes,
  });
  await app.register(repositories, { implementations: options.repositories });
  await app.register(outboxPlugin, options.outbox ?? {});
  // The LMS, calendar and CRM adapters the same settings name.
  await app.register(integrations);
  // The meetings adapter the configuration names (adapters/config.ts): Zoom, or the embedded one alone.
  await app.register(meetings);
  await app.register(authenticate, { verification: options.auth.verification });
  await app.register(authorization);
  // Fails start-up when a route accepts a value the database cannot take (integers past int32, NUL).
  await app.register(inputBounds);
  // After authorization, so /metrics is in the access table like every route.
  await app.register(metrics, {
    token: config.metrics.token,
    poolStats: options.database.poolStats,
    observeQueries: options.database.observeQueries,
  });
  await app.register(helmet, {
    issuerOrigin: config.oidc.issuer ? new URL(config.oidc.issuer).origin : null,
    remotesFile: config.remotesFile,
    tagManagerOrigin: config.tagManager?.origin ?? null,
  });
  await app.register(swagger, { productName: config.productName });
  const redis = await sharedCounters(app, config.rateLimit.redisUrl, options.redis);
  const { max, timeWindowMs, redisPrefix = 'cedar:' } = config.rateLimit;
  await app.register(rateLimit, { max, timeWindowMs, redis, redisPrefix });

  await app.register(
    async function api(scope) {
      // Bodiless POSTs from a client that always sends a JSON content type are fine.
      const json = scope.getDefaultJsonParser('error', 'error');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        if (body === '') return done(null, undefined);
        json(request, body as string, done);
      });
      // Polls answered from memory while nothing they depend on changed (ADR 0033), then
      // every other answer revalidates with If-None-Match (ADR 0010); only inside /api.
      await scope.register(polledAnswers, { versions: changes });
      await scope.register(etag);
      await scope.register(healthRoutes);
      await scope.register(usersRoutes);
      await scope.register(avatarsRoutes);
      await scope.register(heartbeat);
      await scope.register(placesRoutes);
      // The benchmark's baseline exists only when the bench starts the server (BENCH_ENDPOINTS=1).
      if (config.benchEndpoints) await scope.register(benchHello);
      // The learner dashboard.
      const { eventsCalendarId, lmsBaseUrl, supportRequestLimit } = config.dashboard;
      await scope.register(announcementsRoutes);
      await scope.register(calendarsRoutes, { eventsCalendarId, publicUrl: config.publicUrl });
      await scope.register(recordingsRoutes);
      await scope.register(lmsRoutes, { lmsBaseUrl });
      await scope.register(cohortPanelsRoutes, { eventsCalendarId });
      await scope.register(directoryRoutes);
      await scope.register(studySessionsRoutes);
      // Zoom's signed events (the Zoom meetings adapter; 404 without it): its own JSON parser.
      await scope.register(zoomWebhook);
      await scope.register(supportRequestsRoutes, { limit: supportRequestLimit });
      // The admin console's triage of support requests; who has a request open is kept where
      // every replica sees it when they share Redis.
      const presenceStore = redis
        ? new RedisPresenceStore(redis, `${redisPrefix}presence:`, (error) =>
            app.log.warn({ err: error }, 'support presence: Redis did not answer'),
          )
        : new MemoryPresenceStore();
      await scope.register(supportTriageRoutes, { store: presenceStore });
      // Recorded sessions.
      await scope.register(mediaRoutes);
      await scope.register(mediaIngest);
      await scope.register(mediaTranscriptSearch);
      // The admin console's member management and cohort settings.
      await scope.register(cohortMembersRoutes);
      await scope.register(cohortSettingsRoutes);
      await scope.register(cohortAdminRoutes);
      // Its Additional Tools (multipart parsing stays inside their scope).
      await scope.register(adminToolsRoutes);
      // The console's video library.
      await scope.register(videoLibraryRoutes);
      // Real-user speed and front-end errors: the browser's reports and the console's page.
      await scope.register(telemetryCollect, config.telemetry);
      await scope.register(remoteHealthRoute);
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
    await scope.register(portalConfigRoute, {
      oidc: options.auth.portal,
      apiKey: config.apiKey,
      tagManager: config.tagManager,
    });
    const provider = options.auth.provider;
    if (provider) {
      await scope.register(oidc, {
        settings: provider,
        accounts: options.accounts ?? createDbAccountStore(options.database.db),
        throttle: redis
          ? new RedisLoginThrottle(redis, {
              prefix: `${redisPrefix}login:`,
              onError: (error) => app.log.warn({ err: error }, 'sign-in failures not counted: Redis did not answer'),
            })
          : undefined,
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
