import pg from 'pg';

/**
 * The bench's PostgreSQL database when `DATABASE_URL` or `TEST_DATABASE_URL` is set: a fresh
 * database made beside the one named (so the portal migrates and seeds it like a new install)
 * and dropped at the end. Null without either: the portal's embedded default.
 */
export async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `cedar_bench_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
