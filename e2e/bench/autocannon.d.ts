// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Per-request setup: the request to send. */
    requests?: {
      setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
      /** After each answer, with the connection's context and the answer's headers (lower-case names). */
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void;
    }[];
  }

  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
