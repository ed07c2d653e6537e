import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig, type StaticRoots } from '../../src/config.ts';
import type { Database, OpenedDatabase } from '../../src/db/client.ts';
import type { AuthConfig } from '../../src/oidc/auth-config.ts';
import type { EmbeddedProviderSettings } from '../../src/oidc/provider.ts';
import type { OutboxPluginOptions } from '../../src/plugins/app/outbox.ts';
import type { Repositories } from '../../src/repositories/implementations.ts';
import type { Storage } from '../../src/storage/index.ts';
import { openTestDatabase } from './database.ts';
import { insertFixtures, PEOPLE, type PersonKey } from './fixtures.ts';
import { createTestIssuer, type TestIssuer } from './tokens.ts';

export interface TestPortalOptions {
  now?: () => Date;
  rateLimit?: Config['rateLimit'];
  static?: StaticRoots;
  remotesFile?: string;
  /** Write the route-test fixture (default true). */
  fixtures?: boolean;
  /** Fastify logger setting (default: no logs). */
  logger?: FastifyServerOptions['logger'];
  /** Auth config (default: the test issuer, no embedded provider). */
  auth?: AuthConfig;
  /** Mount the embedded provider too, while tokens still come from the test issuer. */
  provider?: EmbeddedProviderSettings;
  /** File storage (default: local disk under the config's data folder). */
  storage?: Storage;
  /** Serve the benchmark's baseline route (default false, as outside `npm run bench`). */
  benchEndpoints?: boolean;
  /** A configured tag manager (TAG_MANAGER_ID, TAG_MANAGER_ORIGIN); default none. */
  tagManager?: Config['tagManager'];
  /** Repositories to use instead of those over the test database. */
  repositories?: Partial<Repositories>;
  /** A database opened by the test (migrated; closed with the portal) instead of a fresh one. */
  database?: OpenedDatabase;
  /** Mail and Slack adapters and their settings (default: the stored outbox, no retry timer). */
  outbox?: OutboxPluginOptions;
  /** Telemetry settings over the defaults (rate limits, flush period). */
  telemetry?: Partial<Config['telemetry']>;
  /** Metrics settings (default: off). */
  metrics?: Partial<Config['metrics']>;
  /** A Redis connection to count request budgets and sign-in failures on (default: in memory). */
  redis?: Redis | null;
}

/** The portal app over a fresh test database, with a token issuer and request helpers. */
export interface TestPortal {
  app: FastifyInstance;
  db: Database;
  issuer: TestIssuer;
  /** A valid access token of a fixture person (or any e-mail). */
  tokenFor(who: PersonKey | string, roles?: string[]): Promise<string>;
  /** `app.inject` as a fixture person (or anonymously with `as: null`). */
  request(options: InjectOptions & { as?: PersonKey | string | null }): Promise<LightMyRequestResponse>;
  /** Sets the database's health answer (for /api/health). */
  failPing(fail: boolean): void;
  close(): Promise<void>;
}

/** A multipart/form-data body (text fields and Blob files) as `app.inject` takes it. */
export async function multipart(
  fields: Record<string, string | Blob>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, `${name}.bin`);
  }
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A folder that holds no build: the portal must start without any dist folder. */
export async function emptyStaticRoots(): Promise<{ roots: StaticRoots; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cedar-static-'));
  const roots: StaticRoots = {
    host: path.join(dir, 'host'),
    remotes: { dashboard: path.join(dir, 'dashboard') },
    storybook: path.join(dir, 'storybook'),
  };
  return { roots, dir };
}

export async function startTestPortal(options: TestPortalOptions = {}): Promise<TestPortal> {
  const database = options.database ?? (await openTestDatabase({ seed: false }));
  if (options.fixtures !== false) await insertFixtures(database.db);
  const issuer = await createTestIssuer();
  const scratch = await emptyStaticRoots();
  const remotesFile = options.remotesFile ?? path.join(scratch.dir, 'remotes.json');
  if (!options.remotesFile)
    await writeFile(remotesFile, JSON.stringify({ dashboard: '/remotes/dashboard/mf-manifest.json' }));
  let pingFails = false;
  const config: Config = {
    ...loadConfig({}),
    remotesFile,
    static: options.static ?? scratch.roots,
    rateLimit: options.rateLimit ?? { max: 10_000, timeWindowMs: 60_000 },
    benchEndpoints: options.benchEndpoints ?? false,
    tagManager: options.tagManager ?? null,
  };
  config.telemetry = { ...config.telemetry, ...options.telemetry };
  config.metrics = { ...config.metrics, ...options.metrics };
  const app = await buildApp({
    config,
    database: {
      db: database.db,
      poolStats: database.poolStats,
      observeQueries: database.observeQueries,
      changes: database.changes,
      ping: async () => {
        if (pingFails) throw new Error('database down');
        await database.ping();
      },
    },
    auth: options.auth ?? (options.provider ? { ...issuer.auth, provider: options.provider } : issuer.auth),
    logger: options.logger ?? false,
    now: options.now,
    storage: options.storage,
    repositories: options.repositories,
    outbox: options.outbox ?? { retryEveryMs: 0 },
    redis: options.redis,
  });
  await app.ready();

  const emailOf = (who: PersonKey | string) => (who in PEOPLE ? PEOPLE[who as PersonKey].email : who);
  const tokenFor = (who: PersonKey | string, roles: string[] = []) =>
    issuer.signAccessToken({ email: emailOf(who), roles });

  return {
    app,
    db: database.db,
    issuer,
    tokenFor,
    async request({ as, ...inject }) {
      const headers = { ...(inject.headers ?? {}) };
      if (as) headers.authorization = `Bearer ${await tokenFor(as)}`;
      return app.inject({ ...inject, headers });
    },
    failPing(fail) {
      pingFails = fail;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(scratch.dir, { recursive: true, force: true });
    },
  };
}
