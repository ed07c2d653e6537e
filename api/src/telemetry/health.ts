import { REMOTE_HEALTH_VITALS, type RemoteHealth, type RemoteVersionHealth } from '@cedar/shared/contract';
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { telemetryErrors, telemetryVitals } from '../db/schema/index.ts';
import { dayOf } from './aggregator.ts';
import { p75 } from './histogram.ts';
import type { RegisteredRemote } from './registry.ts';

/** Days the page's figures cover, today included. */
export const HEALTH_WINDOW_DAYS = 7;
/** How far back versions are looked for, to find the one before the current. */
const VERSION_HISTORY_DAYS = 90;

const key = (remote: string, version: string) => `${remote}\u0000${version}`;

interface VersionSeen {
  version: string;
  firstSeen: string;
  lastSeen: string;
}

/** Per remote, the versions reported since `since`, in the order they first appeared. */
async function versionsSeen(db: Database, since: string): Promise<Map<string, VersionSeen[]>> {
  const spans = (table: typeof telemetryVitals | typeof telemetryErrors) =>
    db
      .select({
        remote: table.remote,
        version: table.version,
        first: sql<string>`min(${table.day})::text`,
        last: sql<string>`max(${table.day})::text`,
      })
      .from(table)
      .where(gte(table.day, since))
      .groupBy(table.remote, table.version);
  const rows = [...(await spans(telemetryVitals)), ...(await spans(telemetryErrors))];
  const merged = new Map<string, VersionSeen & { remote: string }>();
  for (const row of rows) {
    const known = merged.get(key(row.remote, row.version));
    merged.set(key(row.remote, row.version), {
      remote: row.remote,
      version: row.version,
      firstSeen: known && known.firstSeen < row.first ? known.firstSeen : row.first,
      lastSeen: known && known.lastSeen > row.last ? known.lastSeen : row.last,
    });
  }
  const ordered = [...merged.values()].sort(
    (a, b) =>
      a.firstSeen.localeCompare(b.firstSeen) ||
      a.lastSeen.localeCompare(b.lastSeen) ||
      a.version.localeCompare(b.version),
  );
  const byRemote = new Map<string, VersionSeen[]>();
  for (const { remote, ...seen } of ordered) byRemote.set(remote, [...(byRemote.get(remote) ?? []), seen]);
  return byRemote;
}

/** The current version (the registry's, else the newest reported) and the one before it. */
export function currentAndPrevious(
  served: string | null,
  seen: readonly VersionSeen[],
): { current: string | null; previous: string | null } {
  const current = served ?? seen.at(-1)?.version ?? null;
  const mine = seen.find((v) => v.version === current);
  const others = seen.filter((v) => v.version !== current);
  // Before the current one appeared; a version never reported is newer than everything reported.
  const earlier = mine ? others.filter((v) => v.firstSeen <= mine.firstSeen) : others;
  const previous = (earlier.length ? earlier : others).at(-1)?.version ?? null;
  return { current, previous };
}

/**
 * GET /v1/acp/remote-health's figures: for each remote of the registry (and any other that
 * reported), its current and previous version with error rate and p75 vitals over the window.
 */
export async function remoteHealth(
  db: Database,
  registry: readonly RegisteredRemote[],
  now: Date,
): Promise<RemoteHealth[]> {
  const today = now.getTime();
  const windowStart = dayOf(new Date(today - (HEALTH_WINDOW_DAYS - 1) * 86_400_000));
  const history = await versionsSeen(db, dayOf(new Date(today - VERSION_HISTORY_DAYS * 86_400_000)));

  const names = [...new Set([...registry.map((r) => r.name), ...history.keys()])];
  const picks = names.map((name) => {
    const registered = registry.find((r) => r.name === name);
    return {
      name,
      url: registered?.url ?? null,
      ...currentAndPrevious(registered?.version ?? null, history.get(name) ?? []),
    };
  });
  const versions = picks.flatMap((p) => [p.current, p.previous]).filter((v): v is string => v !== null);
  if (versions.length === 0) return picks.map(({ name, url }) => ({ name, url, current: null, previous: null }));

  const [vitalRows, errorRows] = await Promise.all([
    db
      .select({
        remote: telemetryVitals.remote,
        version: telemetryVitals.version,
        metric: telemetryVitals.metric,
        bucket: telemetryVitals.bucket,
        count: sql<string>`sum(${telemetryVitals.count})`,
      })
      .from(telemetryVitals)
      .where(
        and(
          gte(telemetryVitals.day, windowStart),
          inArray(telemetryVitals.remote, names),
          inArray(telemetryVitals.version, versions),
          inArray(telemetryVitals.metric, ['LCP', 'INP', 'CLS', 'remote-load']),
        ),
      )
      .groupBy(telemetryVitals.remote, telemetryVitals.version, telemetryVitals.metric, telemetryVitals.bucket),
    db
      .select({
        remote: telemetryErrors.remote,
        version: telemetryErrors.version,
        count: sql<string>`sum(${telemetryErrors.count})`,
      })
      .from(telemetryErrors)
      .where(
        and(
          gte(telemetryErrors.day, windowStart),
          inArray(telemetryErrors.remote, names),
          inArray(telemetryErrors.version, versions),
        ),
      )
      .groupBy(telemetryErrors.remote, telemetryErrors.version),
  ]);

  const histograms = new Map<string, Map<string, Map<number, number>>>();
  for (const row of vitalRows) {
    const byMetric = histograms.get(key(row.remote, row.version)) ?? new Map<string, Map<number, number>>();
    const buckets = byMetric.get(row.metric) ?? new Map<number, number>();
    buckets.set(row.bucket, Number(row.count));
    byMetric.set(row.metric, buckets);
    histograms.set(key(row.remote, row.version), byMetric);
  }
  const errorCounts = new Map(errorRows.map((row) => [key(row.remote, row.version), Number(row.count)]));

  const healthOf = (remote: string, version: string | null): RemoteVersionHealth | null => {
    if (version === null) return null;
    const byMetric = histograms.get(key(remote, version)) ?? new Map<string, Map<number, number>>();
    let pageViews = 0;
    for (const count of byMetric.get('LCP')?.values() ?? []) pageViews += count;
    const errors = errorCounts.get(key(remote, version)) ?? 0;
    const p75s = Object.fromEntries(
      REMOTE_HEALTH_VITALS.map((metric) => [metric, p75(metric, byMetric.get(metric) ?? new Map())]),
    ) as RemoteVersionHealth['p75'];
    return {
      version,
      pageViews,
      errors,
      errorRate: pageViews > 0 ? Math.round((errors / pageViews) * 1000 * 100) / 100 : null,
      p75: p75s,
    };
  };

  return picks.map(({ name, url, current, previous }) => ({
    name,
    url,
    current: healthOf(name, current),
    previous: healthOf(name, previous),
  }));
}
