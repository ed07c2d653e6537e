import { measure, type LoadResult, type LoadTarget } from './http-load.ts';

/** Reports per second sent beside the load (the target: 1,000 reports/s cost < 5%). */
export const REPORTS_PER_SECOND = Number(process.env.BENCH_TELEMETRY_RATE ?? 1000);
const BATCH = 50;

const ROUTES = ['/', '/profile/:useremail', '/media/:videoUUId', '/connect', '/acp/listRequests/:requestId'];
const REMOTES = ['host', 'mf-dashboard', 'mf-profile', 'mf-media', 'mf-connect', 'mf-acp'];
const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'remote-load'] as const;

/** A batch as the host sends it: mostly vitals, some errors, spread over routes, remotes and versions. */
function batch(seq: number): unknown {
  const reports = Array.from({ length: BATCH }, (_, i) => {
    const n = seq * BATCH + i;
    const where = {
      route: ROUTES[n % ROUTES.length]!,
      remote: REMOTES[n % REMOTES.length]!,
      version: `1.${n % 3}.0`,
    };
    if (n % 10 === 9)
      return { kind: 'error', source: 'render', ...where, fingerprint: (0x10000000 + (n % 40)).toString(16) };
    const name = VITALS[n % VITALS.length]!;
    return { kind: 'vital', name, value: name === 'CLS' ? (n % 30) / 100 : 100 + ((n * 37) % 4000), ...where };
  });
  return { reports };
}

/**
 * Sends `rate` reports a second in batches of 50, as browsers' beacons would (anonymous, so the
 * bench must lift TELEMETRY_ANON_RATE_MAX), until stopped. Returns how many were accepted.
 */
function startReporting(baseUrl: string, rate: number): () => Promise<{ accepted: number; failed: number }> {
  let seq = 0;
  let accepted = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const every = (1000 * BATCH) / rate;
  const started = performance.now();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    // Catch up on the schedule, so a slow event loop still sends the full rate.
    while (seq < (performance.now() - started) / every + 1) {
      const body = JSON.stringify(batch(seq++));
      const sent = fetch(`${baseUrl}/api/v1/telemetry`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body,
      })
        .then(async (response) => {
          if (response.status === 202) accepted += ((await response.json()) as { accepted: number }).accepted;
          else failed += BATCH;
        })
        .catch(() => {
          failed += BATCH;
        });
      inFlight.add(sent);
      void sent.finally(() => inFlight.delete(sent));
    }
    setTimeout(tick, Math.max(1, every / 2));
  };
  tick();
  return async () => {
    stopped = true;
    await Promise.all(inFlight);
    return { accepted, failed };
  };
}

export interface TelemetryBenchResult {
  results: LoadResult[];
  /** Throughput lost with the reports flowing, as a share of the throughput without (median of the rounds). */
  cost: number;
  accepted: number;
  failed: number;
  rounds: number;
}

/**
 * The API's throughput on `target` alone and with REPORTS_PER_SECOND telemetry reports flowing,
 * alternating (alone, with, alone, with, ...) so drift on a shared machine falls on both.
 */
export async function measureTelemetryCost(
  baseUrl: string,
  target: LoadTarget,
  connections: number,
  duration: number,
  rounds = Number(process.env.BENCH_TELEMETRY_ROUNDS ?? 3),
): Promise<TelemetryBenchResult> {
  const alone: LoadResult[] = [];
  const withReports: LoadResult[] = [];
  let accepted = 0;
  let failed = 0;
  for (let round = 0; round < rounds; round += 1) {
    alone.push(await measure(baseUrl, { ...target, name: `${target.name}, alone` }, connections, duration));
    const stop = startReporting(baseUrl, REPORTS_PER_SECOND);
    withReports.push(
      await measure(
        baseUrl,
        { ...target, name: `${target.name}, with ${REPORTS_PER_SECOND} reports/s` },
        connections,
        duration,
      ),
    );
    const sent = await stop();
    accepted += sent.accepted;
    failed += sent.failed;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const base = median(alone.map((r) => r.requestsPerSecond));
  const loaded = median(withReports.map((r) => r.requestsPerSecond));
  return { results: [...alone, ...withReports], cost: 1 - loaded / base, accepted, failed, rounds };
}
