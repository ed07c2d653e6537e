import { parentPort, workerData } from 'node:worker_threads';
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { WorkerOpenOptions, WorkerReply, WorkerRequest } from './protocol.ts';

/**
 * The thread that owns the embedded database: it opens PGlite and answers the API's messages
 * (protocol.ts). PGlite runs the whole of PostgreSQL in WebAssembly on the thread that calls
 * it; here that is this thread, so a slow query never holds up the API's requests.
 */
const port = parentPort!;
const options = workerData as WorkerOpenOptions;

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

function reply(message: WorkerReply): void {
  port.postMessage(message);
}

/** The error as plain data: PostgreSQL's fields (code, constraint, detail…) travel with it. */
function errorOf(error: unknown): { name: string; message: string; [field: string]: unknown } {
  const e = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, name: String(e.name ?? 'Error'), message: String(e.message ?? error) };
}

async function open(): Promise<PGlite> {
  if (options.loadDataDir)
    return PGlite.create({ loadDataDir: new Blob([options.loadDataDir as Uint8Array<ArrayBuffer>]) });
  if (!options.dataDir || options.dataDir === ':memory:') return PGlite.create();
  await mkdir(options.dataDir, { recursive: true });
  return PGlite.create(options.dataDir);
}

const identity = (value: unknown) => value;

/** Starts a transaction that stays open until `finish` is called (commit or roll back). */
function begin(db: PGlite): Promise<number> {
  return new Promise((started, failed) => {
    const id = nextTx++;
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const done = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, finish, done });
        started(id);
        if (!(await decided)) await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    // A failure to begin (the database closed) answers the begin itself.
    done.catch(failed);
  });
}

async function handle(db: PGlite, message: WorkerRequest): Promise<unknown> {
  switch (message.op) {
    case 'query': {
      const on = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!on) throw new Error('The transaction is no longer open');
      const parsers = Object.fromEntries(message.textTypes.map((type) => [type, identity]));
      const result = await on.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const on = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!on) throw new Error('The transaction is no longer open');
      return (await on.exec(message.sql)).map((r) => ({
        rows: r.rows,
        fields: r.fields,
        affectedRows: r.affectedRows,
      }));
    }
    case 'begin':
      return begin(db);
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error('The transaction is no longer open');
      open.finish(message.op === 'commit');
      await open.done;
      return null;
    }
    case 'dump':
      return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await db.close();
      return null;
  }
}

try {
  const db = await open();
  port.on('message', (message: WorkerRequest) => {
    handle(db, message).then(
      (value) => reply({ id: message.id, ok: true, value }),
      (error: unknown) => reply({ id: message.id, ok: false, error: errorOf(error) }),
    );
  });
  reply({ id: 0, ready: true });
} catch (error) {
  reply({ id: 0, failed: errorOf(error) });
}
