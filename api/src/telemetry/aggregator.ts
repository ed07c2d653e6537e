import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { telemetryErrors, telemetryVitals } from '../db/schema/index.ts';
import { bucketOf, scaled } from './histogram.ts';
import type { Report } from './reports.ts';

export interface AggregatorOptions {
  db: Database;
  now: () => Date;
  /** Most distinct keys held per table between flushes; reports past it are dropped and counted. */
  maxKeys?: number;
  /** Days of aggregates kept; older days are deleted now and then during a flush. */
  retentionDays?: number;
  /** Told when a flush fails (the counts are kept for the next one). */
  onError?: (error: unknown) => void;
}

/** What the aggregator has done since start, for /metrics. */
export interface AggregatorStats {
  accepted: number;
  dropped: number;
  flushes: number;
  failedFlushes: number;
  pendingKeys: number;
}

export interface Aggregator {
  /** Counts reports in memory: cheap, no I/O. */
  add(reports: readonly Report[]): void;
  /** Writes what was counted since the last flush in one transaction. */
  flush(): Promise<void>;
  stats(): AggregatorStats;
}

const SEP = '\u0000';
const ROWS_PER_STATEMENT = 500;
const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/** The UTC day of a moment, as YYYY-MM-DD. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) out.push(rows.slice(at, at + ROWS_PER_STATEMENT));
  return out;
}

/**
 * Telemetry reports become counters in memory, keyed by what is stored, and a flush (every few
 * seconds, and at shutdown) adds them to the aggregate tables in one transaction: a thousand
 * reports a second cost a few upserts, not a thousand writes. A crash loses at most the counts
 * since the last flush. Only the fields of the keys are kept: the request id an error report
 * may carry, and anything about who sent it, are never stored.
 */
export function createAggregator(options: AggregatorOptions): Aggregator {
  const maxKeys = options.maxKeys ?? 20_000;
  const retentionDays = options.retentionDays ?? 90;
  let vitals = new Map<string, number>();
  let errors = new Map<string, number>();
  const counters = { accepted: 0, dropped: 0, flushes: 0, failedFlushes: 0 };
  let flushing: Promise<void> | null = null;
  let lastRetention = 0;

  const bump = (map: Map<string, number>, key: string, by = 1): boolean => {
    const current = map.get(key);
    if (current === undefined && map.size >= maxKeys) return false;
    map.set(key, (current ?? 0) + by);
    return true;
  };

  function add(reports: readonly Report[]): void {
    const day = dayOf(options.now());
    for (const report of reports) {
      const counted =
        report.kind === 'vital'
          ? bump(
              vitals,
              [
                day,
                report.route,
                report.remote,
                report.version,
                report.name,
                bucketOf(scaled(report.name, report.value)),
              ].join(SEP),
            )
          : bump(errors, [day, report.remote, report.version, report.source, report.fingerprint].join(SEP));
      counters[counted ? 'accepted' : 'dropped'] += 1;
    }
  }

  async function write(vitalCounts: Map<string, number>, errorCounts: Map<string, number>): Promise<void> {
    const vitalRows = [...vitalCounts].map(([key, count]) => {
      const [day, route, remote, version, metric, bucket] = key.split(SEP) as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      return { day, route, remote, version, metric, bucket: Number(bucket), count };
    });
    const errorRows = [...errorCounts].map(([key, count]) => {
      const [day, remote, version, source, fingerprint] = key.split(SEP) as [string, string, string, string, string];
      return { day, remote, version, source, fingerprint, count };
    });
    const now = options.now().getTime();
    const prune = now - lastRetention >= RETENTION_EVERY_MS;
    await options.db.transaction(async (tx) => {
      for (const rows of chunks(vitalRows)) {
        await tx
          .insert(telemetryVitals)
          .values(rows)
          .onConflictDoUpdate({
            target: [
              telemetryVitals.day,
              telemetryVitals.remote,
              telemetryVitals.version,
              telemetryVitals.metric,
              telemetryVitals.route,
              telemetryVitals.bucket,
            ],
            set: { count: sql`${telemetryVitals.count} + excluded.count` },
          });
      }
      for (const rows of chunks(errorRows)) {
        await tx
          .insert(telemetryErrors)
          .values(rows)
          .onConflictDoUpdate({
            target: [
              telemetryErrors.day,
              telemetryErrors.remote,
              telemetryErrors.version,
              telemetryErrors.source,
              telemetryErrors.fingerprint,
            ],
            set: { count: sql`${telemetryErrors.count} + excluded.count` },
          });
      }
      if (prune) {
        const oldest = dayOf(new Date(now - retentionDays * 86_400_000));
        await tx.delete(telemetryVitals).where(lt(telemetryVitals.day, oldest));
        await tx.delete(telemetryErrors).where(lt(telemetryErrors.day, oldest));
      }
    });
    if (prune) lastRetention = now;
  }

  async function flushOnce(): Promise<void> {
    if (vitals.size === 0 && errors.size === 0) return;
    const [vitalCounts, errorCounts] = [vitals, errors];
    vitals = new Map();
    errors = new Map();
    try {
      await write(vitalCounts, errorCounts);
      counters.flushes += 1;
    } catch (error) {
      counters.failedFlushes += 1;
      // Kept for the next flush (within the key budget): a database outage delays counts, it
      // does not lose them, unless the process ends before the database is back.
      for (const [key, count] of vitalCounts) if (!bump(vitals, key, count)) counters.dropped += count;
      for (const [key, count] of errorCounts) if (!bump(errors, key, count)) counters.dropped += count;
      options.onError?.(error);
    }
  }

  return {
    add,
    flush() {
      // One flush at a time; a call during one waits for it and then writes what came since.
      const run = (flushing ?? Promise.resolve()).then(flushOnce);
      flushing = run.finally(() => {
        if (flushing === guarded) flushing = null;
      });
      const guarded = flushing;
      return run;
    },
    stats: () => ({ ...counters, pendingKeys: vitals.size + errors.size }),
  };
}
