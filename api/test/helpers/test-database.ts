import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDatabase, type OpenedDatabase } from '../../src/db/index.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL a new PostgreSQL database created for the file and dropped at close,
 * so test files never see each other's rows (nor another suite's on the same server).
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const opened = await openDatabase({ dataDir: ':memory:' });
    await migrate(opened.db);
    return opened;
  }
  const name = `cedar_api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: target.toString(), dataDir: ':memory:' });
  await migrate(opened.db);
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
