import type { LoadResult } from './http-load.ts';

/**
 * How often one learner's open dashboard makes each call, from the spec
 * (learner-dashboard-and-media.md, "Timing"): connection data every 30 s, the study session
 * every 15 s (only while one runs; counted all the time here), announcements every 120 s,
 * today's recordings every 60 s, the presence heartbeat every 60 s. Calls the spec does not
 * repeat (calendars, course data, launchpad, support team, web tools, own support requests)
 * are made once per page load: counted as one dashboard load per learner every 30 minutes.
 */
export const POLL_SECONDS: { match: RegExp; seconds: number }[] = [
  { match: /\/connection$/, seconds: 30 },
  { match: /\/studysession\/|zoomstudysessiondetails/, seconds: 15 },
  { match: /\/announcements$/, seconds: 120 },
  { match: /\/recordings$/, seconds: 60 },
  { match: /presence\/heartbeat$/, seconds: 60 },
];
export const PAGE_LOAD_SECONDS = 30 * 60;

export interface Capacity {
  learners: number;
  /** Each call: its interval, the throughput used and the share of the server it takes per learner. */
  rows: { name: string; seconds: number; requestsPerSecond: number; serverSecondsPerLearner: number }[];
}

/**
 * Learners held at the spec's intervals, from the measured throughput of each call under 200
 * concurrent learners: a call made every `s` seconds by each learner and served at `r` req/s
 * when the server does nothing else takes 1 / (s × r) of the server per learner; the server is
 * full when these shares, summed over the calls, reach 1. A call's revalidating row
 * ("(If-None-Match)") is used when there is one, as the browser revalidates what it holds.
 */
export function learnersHeld(results: readonly LoadResult[]): Capacity {
  const byCall = new Map<string, LoadResult>();
  for (const result of results) {
    const name = result.name.replace(/ \(If-None-Match\)$/, '');
    if (result.name.endsWith('(If-None-Match)') || !byCall.has(name)) byCall.set(name, result);
  }
  const rows = [...byCall.entries()].map(([name, result]) => {
    const path = name.replace(/^(GET|POST) /, '');
    const seconds = POLL_SECONDS.find((p) => p.match.test(path))?.seconds ?? PAGE_LOAD_SECONDS;
    const rate = Math.max(result.requestsPerSecond, 1e-9);
    return {
      name: result.name,
      seconds,
      requestsPerSecond: result.requestsPerSecond,
      serverSecondsPerLearner: 1 / (seconds * rate),
    };
  });
  const share = rows.reduce((sum, row) => sum + row.serverSecondsPerLearner, 0);
  return { learners: share > 0 ? Math.floor(1 / share) : 0, rows };
}
