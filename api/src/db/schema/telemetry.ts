import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Real-user speed as aggregates (telemetry/aggregator.ts): per day, route pattern, remote,
 * remote version and metric, how many reports fell into each bucket of a fixed histogram
 * (telemetry/histogram.ts). Nothing here names a person, an address or a page's contents.
 */
export const telemetryVitals = pgTable(
  'telemetry_vitals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    metric: text('metric').notNull(),
    bucket: smallint('bucket').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'telemetry_vitals_pk', columns: [t.day, t.remote, t.version, t.metric, t.route, t.bucket] }),
    check('telemetry_vitals_metric_known', sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'remote-load')`),
    check('telemetry_vitals_count_positive', sql`${t.count} > 0`),
  ],
);

/** Front-end errors, de-duplicated: one row per day, remote, version, source and fingerprint, with a count. */
export const telemetryErrors = pgTable(
  'telemetry_errors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    source: text('source').notNull(),
    fingerprint: text('fingerprint').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'telemetry_errors_pk', columns: [t.day, t.remote, t.version, t.source, t.fingerprint] }),
    check('telemetry_errors_source_known', sql`${t.source} in ('remote-load', 'render', 'unhandled')`),
    check('telemetry_errors_count_positive', sql`${t.count} > 0`),
  ],
);
