import { fileURLToPath } from 'node:url';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { seedIfEmpty } from './index.ts';

// `npm run seed -w api`: migrates and seeds DATA_DIR (or DATABASE_URL) unless it holds users.
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../../../../.data', import.meta.url));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  await migrate(database.db);
  const summary = await seedIfEmpty(database.db);
  const where = database.kind === 'postgres' ? 'PostgreSQL' : `${dataDir}/pglite`;
  console.log(
    summary
      ? `Seeded ${where}: ${summary.users} users (${summary.learners} learners, ${summary.staff} staff), ` +
          `${summary.memberships} memberships, ${summary.cohorts} cohorts in ${summary.ms} ms`
      : `${where} already holds users; nothing seeded`,
  );
} finally {
  await database.close();
}
