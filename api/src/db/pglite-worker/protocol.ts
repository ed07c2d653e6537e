/**
 * The messages between the API's event loop and the thread that runs PGlite. A query names
 * the transaction it belongs to, if any: the worker runs it on that transaction, which holds
 * PGlite (a single connection) until its commit or rollback arrives, so other queries wait
 * in the worker exactly as they would wait for PGlite's own lock in one thread.
 */
export interface WorkerOpenOptions {
  /** A folder for the files, or ':memory:'. */
  dataDir?: string;
  /** A dump (`dumpDataDir`) to start an in-memory database from (the tests' migrated snapshot). */
  loadDataDir?: Uint8Array;
}

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type ids whose values stay the server's text (drizzle parses dates itself). */
      textTypes: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string; [field: string]: unknown } }
  | { id: 0; ready: true }
  | { id: 0; failed: { name: string; message: string } };
