import {
  type ErrorReport,
  MAX_BATCH_BYTES,
  MAX_REPORTS_PER_BATCH,
  type TelemetryReport,
  sanitizeReport,
} from './reports.ts';

/** Sends one batch body (JSON); resolves false when it did not arrive. Never throws. */
export type Transport = (body: string) => Promise<boolean>;

export interface TelemetryClientOptions {
  transport: Transport;
  /** How long a report may wait for its batch; the contract asks for at most one send per 30 s. */
  flushIntervalMs?: number;
  /** Reports one page may send at all: a loop that throws cannot flood the API. */
  maxReportsPerPage?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const errorKey = (r: ErrorReport) => `${r.source}|${r.remote}|${r.version}|${r.fingerprint}`;

/**
 * Collects reports and sends them in batches: 30 s after the first one waits, when a batch is
 * full, and when the page is hidden. An error is sent once per page, however often it repeats.
 * A failed send (the endpoint missing, the network down) drops the batch and stops sending for
 * the rest of the page: no retries, nothing logged, the page never notices.
 */
export class TelemetryClient {
  private queue: TelemetryReport[] = [];
  private readonly seenErrors = new Set<string>();
  private timer: unknown = null;
  private accepted = 0;
  private stopped = false;
  private readonly options: Required<TelemetryClientOptions>;

  constructor(options: TelemetryClientOptions) {
    this.options = {
      flushIntervalMs: 30_000,
      maxReportsPerPage: 500,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /** Queues a report; one that breaks the contract, or a repeated error, is dropped. */
  add(report: TelemetryReport): void {
    if (this.stopped || this.accepted >= this.options.maxReportsPerPage) return;
    const clean = sanitizeReport(report);
    if (!clean) return;
    if (clean.kind === 'error') {
      const key = errorKey(clean);
      if (this.seenErrors.has(key)) return;
      this.seenErrors.add(key);
    }
    this.accepted += 1;
    this.queue.push(clean);
    if (this.queue.length >= MAX_REPORTS_PER_BATCH) this.flush();
    else this.timer ??= this.options.setTimer(() => this.flush(), this.options.flushIntervalMs);
  }

  /** Reports waiting to be sent. */
  get pending(): readonly TelemetryReport[] {
    return this.queue;
  }

  /** Sends what waits now (page hidden, batch full, timer). */
  flush(): void {
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.timer = null;
    while (this.queue.length > 0 && !this.stopped) {
      const batch = this.takeBatch();
      void this.options.transport(JSON.stringify({ reports: batch })).then(
        (ok) => {
          if (!ok) this.stop();
        },
        () => this.stop(),
      );
    }
  }

  private stop(): void {
    this.stopped = true;
    this.queue = [];
  }

  /** Up to 50 reports whose JSON stays under 64 KB. */
  private takeBatch(): TelemetryReport[] {
    const batch: TelemetryReport[] = [];
    let bytes = '{"reports":[]}'.length;
    while (this.queue.length > 0 && batch.length < MAX_REPORTS_PER_BATCH) {
      const size = JSON.stringify(this.queue[0]).length + 1;
      if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
      bytes += size;
      batch.push(this.queue.shift()!);
    }
    return batch;
  }
}
