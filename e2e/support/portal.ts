import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, two folders above this file. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pinned Node 24 (plain `node` on PATH may be older and cannot strip types). */
export const pinnedNode = join(repoRoot, 'node_modules', '.bin', 'node');

/** The registry a fresh portal starts from. */
export const defaultRemotes: Record<string, string> = {
  dashboard: '/remotes/dashboard/mf-manifest.json',
  media: '/remotes/media/mf-manifest.json',
  connect: '/remotes/connect/mf-manifest.json',
  profile: '/remotes/profile/mf-manifest.json',
  acp: '/remotes/acp/mf-manifest.json',
};

export interface Portal {
  url: string;
  port: number;
  /** Temporary folder holding this portal's data, registry copy and log. */
  workDir: string;
  dataDir: string;
  remotesFile: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  /** Names the temporary folder, e.g. `e2e` or `bench`. */
  label: string;
  /** Where the server's output goes; defaults to portal.log in the temporary folder. */
  logFile?: string;
  env?: Record<string, string>;
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is in use; stop what runs there or set E2E_PORT / BENCH_PORT.`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

function tail(file: string, lines = 40): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const how = child.signalCode ?? `code ${child.exitCode}`;
      throw new Error(`The portal exited (${how}) while starting:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not answer ${url}/api/health within ${timeoutMs} ms:\n${tail(logFile)}`);
}

/**
 * Starts the built portal (api/src/server.ts, which also serves host, remotes and Storybook)
 * on its own port with a fresh database folder and a writable copy of the remote registry,
 * and resolves once /api/health answers. The first start migrates and seeds the database.
 */
export async function startPortal(options: StartOptions): Promise<Portal> {
  const { port, label } = options;
  await assertPortFree(port);
  const workDir = mkdtempSync(join(tmpdir(), `cedar-${label}-`));
  const dataDir = join(workDir, 'data');
  const remotesFile = join(workDir, 'remotes.json');
  const shippedRegistry = join(repoRoot, 'api', 'config', 'remotes.json');
  if (existsSync(shippedRegistry)) copyFileSync(shippedRegistry, remotesFile);
  else writeFileSync(remotesFile, JSON.stringify(defaultRemotes, null, 2));
  const logFile = options.logFile ?? join(workDir, 'portal.log');
  const url = `http://localhost:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    REMOTES_FILE: remotesFile,
    // The embedded mail outbox also writes each message here, where journeys read their links.
    MAIL_DROP_DIR: join(workDir, 'mail'),
    LOG_LEVEL: process.env.PORTAL_LOG_LEVEL ?? 'warn',
    ...options.env,
  };
  // The portal under test runs its own embedded database and identity provider.
  // (The bench may hand it a fresh PostgreSQL database of its own through `env`.)
  for (const name of ['DATABASE_URL', 'OIDC_ISSUER', 'OIDC_AUDIENCE', 'OIDC_CLIENT_ID'])
    if (!options.env?.[name]) delete env[name];

  const log = createWriteStream(logFile);
  const child = spawn(pinnedNode, ['src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let stopping = false;
  child.once('exit', (code, signal) => {
    // A portal that dies mid-run fails every later journey: say so where its log is read.
    if (!stopping) log.write(`\n[e2e] the portal exited unexpectedly (code ${code}, signal ${signal})\n`);
  });

  const stop = async (): Promise<void> => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    if (!process.env.KEEP_PORTAL_DATA) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // A loaded machine seeds slowly: PORTAL_START_TIMEOUT_MS gives it longer.
    await waitForHealth(url, child, logFile, Number(process.env.PORTAL_START_TIMEOUT_MS ?? 180_000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, workDir, dataDir, remotesFile, logFile, stop };
}
