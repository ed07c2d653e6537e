import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((dir) =>
  existsSync(path.join(dir, 'pg_ctl')),
);

/** A PostgreSQL server of the test's own, in a temporary folder, that the test may stop and start. */
export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Why a private server cannot run here, or null. PostgreSQL refuses to run as root, so as root
 * it runs as the `postgres` user (runuser).
 */
export function privatePostgresUnavailable(): string | null {
  if (!BIN) return 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin';
  if (userInfo().uid === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
    return 'running as root without runuser to start PostgreSQL as another user';
  return null;
}

/** initdb into a temporary folder and start on a free port (trust authentication, 127.0.0.1 only). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cedar-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN!, name), ...args])
      : run(path.join(BIN!, name), args);
  const data = path.join(dir, 'data');
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await tool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  // Immediate: connections drop mid-transaction, as when the server or its host dies.
  const stop = async () => {
    await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
