import { Worker } from 'node:worker_threads';
import type { WorkerOpenOptions, WorkerReply, WorkerRequest } from './protocol.ts';

/** A query's answer, as PGlite gives it. */
export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** What a query on a transaction or on the whole database can do: the part of PGlite drizzle uses. */
export interface WorkerQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}

export interface WorkerTransaction extends WorkerQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** An error the worker reported, rebuilt with PostgreSQL's fields (code, constraint, detail…). */
function rebuild(error: { name: string; message: string; [field: string]: unknown }): Error {
  const rebuilt = new Error(error.message) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) if (key !== 'message' && key !== 'stack') rebuilt[key] = value;
  return rebuilt;
}

/**
 * PGlite on a worker thread, behind the part of PGlite's interface that drizzle's pglite
 * driver calls (`query`, `exec`, `transaction`), so the API's db layer is unchanged. Every
 * call is a message; the worker answers in order of completion. A transaction is held open in
 * the worker across the messages of its queries, and PGlite (one connection) runs nothing else
 * meanwhile, as in one thread.
 */
export class PGliteWorker implements WorkerQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  #exitError: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and opens the database in it; resolves once it answers. */
  static async create(options: WorkerOpenOptions): Promise<PGliteWorker> {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: options });
    const client = new PGliteWorker(worker);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerReply) => {
        if (message.id !== 0) return client.#settle(message);
        if ('ready' in message) resolve();
        else if ('failed' in message) reject(rebuild(message.failed));
      };
      worker.on('message', onMessage);
      worker.once('error', (error) => {
        client.#failAll(error);
        reject(error);
      });
      worker.once('exit', (code) => {
        client.#closed = true;
        client.#failAll(new Error(`The database thread stopped (code ${code})`));
        reject(new Error(`The database thread stopped while opening (code ${code})`));
      });
    });
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #settle(message: WorkerReply): void {
    const pending = this.#pending.get(message.id);
    if (!pending || !('ok' in message)) return;
    this.#pending.delete(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(rebuild(message.error));
  }

  #failAll(error: Error): void {
    this.#exitError ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(
    request: WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never,
  ): Promise<T> {
    if (this.#closed) return Promise.reject(this.#exitError ?? new Error('Client was closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #queries(tx?: number): WorkerQueries {
    return {
      query: (sql, params = [], options = {}) =>
        this.#call<QueryResult>({
          op: 'query',
          sql,
          params,
          rowMode: options.rowMode ?? 'object',
          // drizzle keeps dates and intervals as text (identity parsers); the worker does the same.
          textTypes: Object.keys(options.parsers ?? {}).map(Number),
          ...(tx === undefined ? {} : { tx }),
        }),
      exec: (sql) => this.#call<QueryResult[]>({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) }),
    };
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.#queries().query(sql, params, options);
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.#queries().exec(sql);
  }

  /** Runs `run` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(run: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const queries = this.#queries(id);
    const tx: WorkerTransaction = {
      ...queries,
      rollback: async () => {
        closed = true;
        await this.#call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await run(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'rollback', tx: id }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'commit', tx: id });
    }
    return result;
  }

  /** The database's files as a tarball (PGlite's `dumpDataDir`). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.#call<Uint8Array>({ op: 'dump' });
  }

  /** Closes the database (it flushes its files) and ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
