import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/index.ts';

/** The adapter's clock; tests pass a fixed one. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/**
 * oidc-provider's storage for one model (Session, Grant, RefreshToken…) in the `oidc_payloads`
 * table, on PGlite and PostgreSQL alike. Expired rows read as absent; `startOidcCleanup`
 * deletes them.
 */
export class DbAdapter implements Adapter {
  readonly #db: Database;
  readonly #model: string;
  readonly #now: Clock;

  constructor(db: Database, model: string, now: Clock = systemClock) {
    this.#db = db;
    this.#model = model;
    this.#now = now;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const now = this.#now();
    const values = {
      payload: payload as Record<string, unknown>,
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: typeof expiresIn === 'number' ? new Date(now.getTime() + expiresIn * 1000) : null,
      consumed_at: consumedAt(payload.consumed, now),
    };
    await this.#db
      .insert(oidcPayloads)
      .values({ model: this.#model, id, ...values })
      .onConflictDoUpdate({
        target: [oidcPayloads.model, oidcPayloads.id],
        // Once consumed, always consumed: a later save of the same object never revives it.
        set: { ...values, consumed_at: sql`coalesce(${oidcPayloads.consumed_at}, excluded.consumed_at)` },
      });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.id, id));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.user_code, userCode));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(oidcPayloads)
      .set({ consumed_at: this.#now() })
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.#db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // The provider calls this on each grant-bound model in turn, so one model at a time.
    await this.#db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.grant_id, grantId)));
  }

  async #findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.#db
      .select({ payload: oidcPayloads.payload, consumed_at: oidcPayloads.consumed_at })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, this.#model),
          condition,
          or(isNull(oidcPayloads.expires_at), gt(oidcPayloads.expires_at, this.#now())),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // Consumption is recorded in its own column; the provider reads it as `consumed` (epoch seconds).
    if (row.consumed_at && payload.consumed === undefined) {
      return { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) };
    }
    return payload;
  }
}

function consumedAt(consumed: unknown, now: Date): Date | null {
  if (!consumed) return null;
  return typeof consumed === 'number' ? new Date(consumed * 1000) : now;
}

/** The provider's `adapter` setting: every model stored in `oidc_payloads`. */
export function dbAdapterFactory(db: Database, now: Clock = systemClock): AdapterFactory {
  return (model) => new DbAdapter(db, model, now);
}

/** Deletes the provider's expired rows; returns how many went. */
export async function purgeExpiredOidcPayloads(db: Database, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(oidcPayloads)
    .where(lte(oidcPayloads.expires_at, now))
    .returning({ id: oidcPayloads.id });
  return gone.length;
}

export interface OidcCleanupOptions {
  /** Time between runs; default 10 minutes. */
  intervalMs?: number;
  now?: Clock;
  onError?: (error: unknown) => void;
}

/** A running cleanup; `stop()` waits for a run in progress, so the database can close after it. */
export interface OidcCleanup {
  /** Runs a cleanup now (also what the timer does). */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

/** Deletes expired provider rows periodically; the timer never keeps the process alive. */
export function startOidcCleanup(db: Database, options: OidcCleanupOptions = {}): OidcCleanup {
  const now = options.now ?? systemClock;
  let running: Promise<number> | null = null;
  let stopped = false;

  const runNow = () => {
    running ??= purgeExpiredOidcPayloads(db, now()).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(
    () => {
      if (stopped) return;
      runNow().catch((error: unknown) => options.onError?.(error));
    },
    options.intervalMs ?? 10 * 60 * 1000,
  );
  timer.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
