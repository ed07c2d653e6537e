import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  /** 304 answers (revalidating polls), not counted in non2xx. */
  notModified?: number;
  /** Mean bytes read per response, headers included (what one poll costs on the wire). */
  bytesPerResponse?: number;
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function run(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string>,
  onTime?: (ms: number) => void,
) {
  const instance = autocannon({ url, connections, duration, headers });
  if (onTime) {
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      onTime(responseTime),
    );
  }
  return await instance;
}

/**
 * Loads one route with `connections` concurrent keep-alive connections for `duration`
 * seconds after a short warm-up, and reports throughput and latency quantiles. autocannon
 * reports p97.5 but not p95, so every response time is kept and ranked here.
 */
export async function measure(
  baseUrl: string,
  target: LoadTarget,
  connections: number,
  duration: number,
): Promise<LoadResult> {
  const url = `${baseUrl}${target.path}`;
  const headers = target.headers ?? {};
  await run(url, connections, Math.min(2, duration), headers);
  const times: number[] = [];
  const result = await run(url, connections, duration, headers, (ms) => times.push(ms));
  return loadResult(target.name, result, times);
}

/** The figures of one autocannon run, its latencies (ms, one per response) given alongside. */
export function loadResult(
  name: string,
  result: { requests: { average: number; total: number }; non2xx: number; errors: number; timeouts: number },
  times: number[],
): LoadResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    p99Ms: quantile(sorted, 0.99),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
