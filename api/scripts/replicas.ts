import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

/** The checkout (api/scripts -> ../..); not imported from src/config.ts, so the bench can use this file alone. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The production shape on one machine: N API replicas (api/src/server.ts) on one PostgreSQL
 * database, request budgets and failed sign-ins in Redis, and nginx in front
 * (deploy/nginx/cedar.conf) serving the builds' content-hashed files from disk and sending
 * everything else to the replicas round-robin. `npm run replicas` runs it until Ctrl-C; the
 * replicas test and the bench start it from code.
 */

export const NGINX_CONF = path.join(REPO_ROOT, 'deploy/nginx/cedar.conf');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

/** The nginx binary, or null when it is not installed. */
export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Installs Debian's nginx (and its brotli_static module) when missing and allowed (root with apt-get). */
export function ensureNginx(): string {
  const found = nginxBinary();
  if (found) return found;
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get'))
    throw new Error('nginx is not installed: `apt-get install nginx libnginx-mod-http-brotli-static` (Debian)');
  console.log("Installing Debian's nginx...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-y', '-q'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-q', 'nginx', 'libnginx-mod-http-brotli-static'], {
    stdio: 'inherit',
    env,
  });
  const installed = nginxBinary();
  if (!installed) throw new Error('nginx was installed but is not on the PATH');
  return installed;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** deploy/nginx/cedar.conf with its placeholders filled. */
export async function renderNginxConf(values: {
  listen: string;
  root: string;
  upstreams: string[];
  accessLog: string;
  brotli: boolean;
}): Promise<string> {
  const fill: Record<string, string> = {
    CEDAR_LISTEN: values.listen,
    CEDAR_ROOT: values.root,
    CEDAR_UPSTREAM_SERVERS: values.upstreams
      .map((address) => `server ${address} max_fails=1 fail_timeout=5s;`)
      .join('\n    '),
    CEDAR_BROTLI_STATIC: values.brotli ? 'brotli_static on;' : '',
    CEDAR_ACCESS_LOG: values.accessLog,
  };
  const template = await readFile(NGINX_CONF, 'utf8');
  return template
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/\$\{(CEDAR_[A-Z_]+)\}/g, (whole, name: string) => {
      if (!(name in fill)) throw new Error(`${NGINX_CONF}: unknown placeholder ${whole}`);
      return fill[name]!;
    });
}

export interface Replica {
  port: number;
  url: string;
  /** Starts it (again) and resolves when it answers ready. */
  start(): Promise<void>;
  /** SIGTERM, as an orchestrator stops it: in-flight requests finish. */
  stop(): Promise<void>;
}

export interface ReplicaSet {
  /** The proxy's URL: the portal's PUBLIC_URL. */
  url: string;
  replicas: Replica[];
  /** nginx's access log: one line per request, naming the replica that answered (`upstream=`). */
  accessLog: string;
  /** Stops nginx and every replica. */
  stop(): Promise<void>;
}

export interface ReplicaSetOptions {
  databaseUrl: string;
  /** Redis for request budgets and sign-in failures (RATE_LIMIT_REDIS_URL). */
  redisUrl: string;
  replicas?: number;
  proxyPort?: number;
  /** Ports of the replicas (default: free ones). */
  replicaPorts?: number[];
  /** Shared by every replica: provider keys, the files-signing key, stored files. */
  dataDir: string;
  /** Where logs and nginx's files go (default `<dataDir>/run`). */
  runDir?: string;
  /** More environment for every replica (RATE_LIMIT_MAX…). */
  env?: Record<string, string>;
  /** How long one replica may take to answer ready (default 90 s: the first migrates and seeds). */
  readyTimeoutMs?: number;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number, log: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the replica at ${url} exited (${child.exitCode}); see ${log}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`the replica at ${url} did not answer ready within ${timeoutMs} ms; see ${log}`);
}

function exited(child: ChildProcess | undefined, timeoutMs: number): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
  });
}

/** Starts the replicas one after the other (the first migrates and seeds), then nginx in front. */
export async function startReplicaSet(options: ReplicaSetOptions): Promise<ReplicaSet> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed');
  const count = options.replicas ?? 2;
  const proxyPort = options.proxyPort ?? (await freePort());
  const url = `http://127.0.0.1:${proxyPort}`;
  const runDir = options.runDir ?? path.join(options.dataDir, 'run');
  await mkdir(runDir, { recursive: true });
  const ports = options.replicaPorts ?? [];
  while (ports.length < count) ports.push(await freePort());

  const replicas: Replica[] = [];
  const children: (ChildProcess | undefined)[] = [];
  const stopAll = async () => {
    await Promise.all(children.map((child) => (child?.kill('SIGTERM'), exited(child, 10_000))));
  };

  for (const [index, port] of ports.slice(0, count).entries()) {
    const replicaUrl = `http://127.0.0.1:${port}`;
    const log = path.join(runDir, `replica-${index + 1}.log`);
    const replica: Replica = {
      port,
      url: replicaUrl,
      async start() {
        const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/src/server.ts')], {
          cwd: REPO_ROOT,
          stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: url,
            DATABASE_URL: options.databaseUrl,
            DATA_DIR: options.dataDir,
            TRUST_PROXY: '1',
            RATE_LIMIT_REDIS_URL: options.redisUrl,
            LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
            ...options.env,
          },
        });
        children[index] = child;
        try {
          await waitReady(replicaUrl, child, options.readyTimeoutMs ?? 90_000, log);
        } catch (error) {
          child.kill('SIGKILL');
          throw error;
        }
      },
      async stop() {
        const child = children[index];
        child?.kill('SIGTERM');
        await exited(child, 10_000);
      },
    };
    replicas.push(replica);
  }

  const accessLog = path.join(runDir, 'nginx-access.log');
  let proxy: ChildProcess | undefined;
  try {
    for (const replica of replicas) await replica.start();
    const site = await renderNginxConf({
      listen: `127.0.0.1:${proxyPort}`,
      root: REPO_ROOT,
      upstreams: replicas.map((replica) => `127.0.0.1:${replica.port}`),
      accessLog,
      brotli: existsSync(BROTLI_MODULE),
    });
    await writeFile(path.join(runDir, 'cedar.conf'), site);
    // nginx's own frame: everything under runDir, in the foreground, so it stops with us.
    const temp = (name: string) => `${name}_temp_path ${path.join(runDir, `${name}-temp`)};`;
    const main = [
      existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(runDir, 'nginx.pid')};`,
      `error_log ${path.join(runDir, 'nginx-error.log')} warn;`,
      // As root the workers would run as nobody; the checkout must stay readable to them.
      process.getuid?.() === 0 ? 'user root;' : '',
      'events { worker_connections 1024; }',
      'http {',
      existsSync(MIME_TYPES) ? `  include ${MIME_TYPES};` : '',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(runDir, 'cedar.conf')};`,
      '}',
      '',
    ].join('\n');
    const mainFile = path.join(runDir, 'nginx.conf');
    await writeFile(mainFile, main);
    const errors = path.join(runDir, 'nginx-error.log');
    execFileSync(nginx, ['-t', '-q', '-p', runDir, '-e', errors, '-c', mainFile], { stdio: 'pipe' });
    proxy = spawn(nginx, ['-p', runDir, '-e', errors, '-c', mainFile], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (proxy.exitCode !== null) throw new Error(`nginx exited (${proxy.exitCode}); see ${errors}`);
      const ok = await fetch(`${url}/api/health/live`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url}; see ${errors}`);
      await sleep(100);
    }
  } catch (error) {
    proxy?.kill('SIGQUIT');
    await stopAll();
    throw error;
  }

  return {
    url,
    replicas,
    accessLog,
    async stop() {
      // SIGQUIT: nginx finishes what it serves, then exits.
      proxy?.kill('SIGQUIT');
      await exited(proxy, 5_000);
      await stopAll();
    },
  };
}

/** `npm run replicas`: DATABASE_URL is required; REPLICAS, PROXY_PORT, RATE_LIMIT_REDIS_URL, DATA_DIR optional. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database: replicas share it (PGlite is one process).');
    process.exit(2);
  }
  ensureNginx();
  const proxyPort = Number(process.env.PROXY_PORT ?? 8300);
  const count = Number(process.env.REPLICAS ?? 2);
  const set = await startReplicaSet({
    databaseUrl,
    redisUrl: process.env.RATE_LIMIT_REDIS_URL || 'redis://127.0.0.1:6379',
    replicas: count,
    proxyPort,
    replicaPorts: Array.from({ length: count }, (_, i) => proxyPort + 1 + i),
    dataDir: path.resolve(process.env.DATA_DIR || path.join(REPO_ROOT, '.data/replicas')),
  });
  console.log(`Cedar at ${set.url}: nginx in front of ${set.replicas.map((r) => r.url).join(', ')}`);
  console.log(`Access log (names the replica of each request): ${set.accessLog}. Ctrl-C stops everything.`);
  const stop = async () => {
    await set.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
