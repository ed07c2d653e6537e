import { loadAdaptersConfig } from './adapters/config.ts';
import { buildApp } from './app.ts';
import { storeInlineAvatars } from './avatars/demo-avatars.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { prepareDatabase } from './db/prepare.ts';
import { installDemoRecordingFiles } from './db/seed/index.ts';
import { indexStoredTranscripts } from './media/transcript-backfill.ts';
import { authConfigFor } from './oidc/auth-config.ts';
import { startMetricsServer } from './plugins/external/metrics.ts';
import { createFileSigner, filesSigningSecret } from './storage/index.ts';

/**
 * The portal server: opens the database (PGlite under DATA_DIR, or DATABASE_URL), brings the
 * schema up to date, seeds the demo data into an empty database, and listens on PORT.
 * SIGINT/SIGTERM close the server (in-flight requests finish) and then the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: config.dataDir,
    // Said at the first attempt and then every tenth: the wait can be long, the log stays short.
    onWaiting: (attempt, error) => {
      if (attempt === 1 || attempt % 10 === 0)
        console.warn(JSON.stringify({ level: 'warn', attempt, error, msg: 'waiting for the database' }));
    },
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  let seeded: Awaited<ReturnType<typeof prepareDatabase>>['seeded'];
  let transcripts: Awaited<ReturnType<typeof indexStoredTranscripts>>;
  try {
    ({ seeded } = await prepareDatabase(database.db, { eventsCalendarId: config.dashboard.eventsCalendarId }));
    const auth = await authConfigFor(config);
    const fileSigner = createFileSigner(await filesSigningSecret(config));
    app = await buildApp({ config, database, auth, fileSigner, outbox: { config: loadAdaptersConfig() } });
    await installDemoRecordingFiles(app.storage);
    // Demo portraits become stored pictures served by address, like uploaded ones.
    const avatars = await storeInlineAvatars(database.db, app.storage);
    if (avatars > 0) app.log.info({ avatars }, 'demo profile pictures stored');
    // Transcripts stored before they were searchable become searchable (once: then they have lines).
    transcripts = await indexStoredTranscripts(database.db, app.storage);
    // Fails here when a route declares no access (plugins/app/authorization.ts).
    await app.ready();
  } catch (error) {
    // PGlite holds a lock on its folder until closed.
    await database.close().catch(() => {});
    throw error;
  }
  if (seeded) app.log.info({ seeded }, 'demo data seeded');
  if (transcripts.indexed + transcripts.skipped > 0)
    app.log.info({ transcripts }, 'stored transcripts indexed for search');

  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // METRICS_PORT: /metrics on a port of its own, for a scraper on a private network.
  if (config.metrics.port !== null) {
    metricsServer = await startMetricsServer(app, config.metrics.port, config.host);
    app.log.info({ port: config.metrics.port }, 'metrics listening');
  }
  app.log.info(
    { url: config.publicUrl, database: database.kind, issuer: config.oidc.issuer ?? `${config.publicUrl}/oidc` },
    `${config.productName} portal listening`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
