import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/index.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { authConfigFor } from './oidc/auth-config.ts';

/**
 * The portal server: opens the database (PGlite under DATA_DIR, or DATABASE_URL), brings the
 * schema up to date, seeds the demo data into an empty database, and listens on PORT.
 * SIGINT/SIGTERM close the server (in-flight requests finish) and then the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  await migrate(database.db);
  const seeded = await seedIfEmpty(database.db);
  const auth = await authConfigFor(config);
  const app = await buildApp({ config, database, auth });
  if (seeded) app.log.info({ seeded }, 'demo data seeded');

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
    { url: config.publicUrl, database: database.kind, issuer: auth.verification.issuer },
    `${config.productName} portal listening`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
