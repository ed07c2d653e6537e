import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/index.ts';
import {
  installDemoRecordingFiles,
  linkDemoFiles,
  refreshSeededPresence,
  seedIfEmpty,
  topUpDashboardDemo,
} from './db/seed/index.ts';
import { indexStoredTranscripts } from './media/transcript-backfill.ts';
import { authConfigFor } from './oidc/auth-config.ts';
import { createFileSigner, filesSigningSecret } from './storage/index.ts';

/**
 * The portal server: opens the database (PGlite under DATA_DIR, or DATABASE_URL), brings the
 * schema up to date, seeds the demo data into an empty database, and listens on PORT.
 * SIGINT/SIGTERM close the server (in-flight requests finish) and then the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  let app: Awaited<ReturnType<typeof buildApp>>;
  let seeded: Awaited<ReturnType<typeof seedIfEmpty>>;
  let transcripts: Awaited<ReturnType<typeof indexStoredTranscripts>>;
  try {
    await migrate(database.db);
    const { eventsCalendarId } = config.dashboard;
    seeded = await seedIfEmpty(database.db, { eventsCalendarId });
    // The demo people shown online were seen "just now" when seeded; make that true again.
    if (!seeded) await refreshSeededPresence(database.db);
    // Today's classes, this week's assignments, the running study session: placed around now.
    if (!seeded) await topUpDashboardDemo(database.db, { now: new Date(), eventsCalendarId });
    // The new recordings play a demo recording, whose files are copied into storage.
    await linkDemoFiles(database.db);
    const auth = await authConfigFor(config);
    const fileSigner = createFileSigner(await filesSigningSecret(config));
    app = await buildApp({ config, database, auth, fileSigner });
    await installDemoRecordingFiles(app.storage);
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
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
  app.log.info(
    { url: config.publicUrl, database: database.kind, issuer: config.oidc.issuer ?? `${config.publicUrl}/oidc` },
    `${config.productName} portal listening`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
