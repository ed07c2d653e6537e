import pg from 'pg';
import { isDatabaseUnavailable } from './availability.ts';

type Callback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out connections always come back, and come back destroyed when they
 * can no longer be trusted. drizzle's node-postgres transaction (0.45) checks a connection
 * out, runs BEGIN before the try/finally that releases it, and releases without an error:
 *
 * - a BEGIN that fails (the connection dropped right after checkout, the database stopping)
 *   leaves the connection checked out for good: the pool shrinks by one each time, and
 *   closing it waits forever;
 * - a connection whose query timed out or dropped goes back as if healthy, and the next
 *   request inherits it.
 *
 * Each checkout through `connect()` (promise form, as drizzle and the migrator use it) is
 * handed out behind a guard that fixes both; `pool.query` and the callback form are the
 * pool's own and release themselves. Upstream: drizzle-team/drizzle-orm#6241 and #6114.
 */
export class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Callback): void;
  override connect(callback?: Callback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckout);
  }
}

const isBegin = (args: unknown[]) => {
  const [first] = args;
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/** One checkout: released once, with the connection's failure when it had one. */
export function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  let released = false;
  let failure: Error | undefined;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(error || failure);
  };
  const query = (...args: unknown[]) => {
    const begins = isBegin(args);
    const result = (client.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: Error) => {
      // A dropped or timed-out connection may still hold a statement or a transaction.
      if (isDatabaseUnavailable(error)) failure ??= error;
      // drizzle never releases a checkout whose BEGIN failed (see above).
      if (begins) release(error);
      throw error;
    });
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'release') return release;
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
