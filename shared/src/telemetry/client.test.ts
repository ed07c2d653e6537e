import { TelemetryClient } from './client.ts';
import type { ErrorReport, TelemetryReport, VitalReport } from './reports.ts';

const context = { route: '/media/:videoUUId', remote: 'mf-media', version: '1.4.0' };
const vital = (value: number): VitalReport => ({ kind: 'vital', name: 'LCP', value, ...context });
const error = (fingerprint: string, extra: Partial<ErrorReport> = {}): ErrorReport => ({
  kind: 'error',
  source: 'render',
  fingerprint,
  ...context,
  ...extra,
});

function setup(transportResult: boolean | 'throw' = true) {
  const sent: TelemetryReport[][] = [];
  const timers: Array<() => void> = [];
  const transport = jest.fn(async (body: string) => {
    sent.push((JSON.parse(body) as { reports: TelemetryReport[] }).reports);
    if (transportResult === 'throw') throw new Error('offline');
    return transportResult;
  });
  const client = new TelemetryClient({
    transport,
    setTimer: (callback) => {
      timers.push(callback);
      return timers.length;
    },
    clearTimer: () => undefined,
  });
  return { client, sent, transport, fireTimer: () => timers.shift()?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TelemetryClient batching', () => {
  it('holds reports until the timer, then sends them in one batch', () => {
    const { client, sent, fireTimer } = setup();
    client.add(vital(1200));
    client.add(vital(900));
    expect(sent).toHaveLength(0);
    fireTimer();
    expect(sent).toEqual([[vital(1200), vital(900)]]);
    expect(client.pending).toHaveLength(0);
  });

  it('starts one timer per batch: a steady stream still sends at most once per interval', () => {
    const { client, fireTimer, sent } = setup();
    const timerSpy = jest.fn(() => 1);
    const counting = new TelemetryClient({ transport: async () => true, setTimer: timerSpy, clearTimer: () => {} });
    for (let i = 0; i < 10; i++) counting.add(vital(i));
    expect(timerSpy).toHaveBeenCalledTimes(1);
    client.add(vital(1));
    fireTimer();
    client.add(vital(2));
    fireTimer();
    expect(sent).toHaveLength(2);
  });

  it('sends a full batch of 50 at once and keeps the rest for later', () => {
    const { client, sent } = setup();
    for (let i = 0; i < 51; i++) client.add(vital(i));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(50);
    expect(client.pending).toHaveLength(1);
  });

  it('flushes on demand (page hidden) and does nothing when empty', () => {
    const { client, sent, transport } = setup();
    client.flush();
    expect(transport).not.toHaveBeenCalled();
    client.add(vital(5));
    client.flush();
    expect(sent).toEqual([[vital(5)]]);
  });

  it('keeps every batch under 64 KB', () => {
    const { client, sent } = setup();
    // Long routes make each report about 200 bytes: 50 still fit, so the count decides.
    for (let i = 0; i < 50; i++) client.add({ ...vital(i), route: `/${'a'.repeat(119)}` });
    expect(JSON.stringify({ reports: sent[0] }).length).toBeLessThan(64 * 1024);
  });
});

describe('TelemetryClient de-duplication and failures', () => {
  it('sends an error once per page however often it happens', () => {
    const { client, sent } = setup();
    for (let i = 0; i < 20; i++) client.add(error('abcdef0123456789'));
    client.add(error('abcdef0123456789', { version: '1.5.0' }));
    client.add(error('abcdef0123456789', { source: 'unhandled' }));
    client.flush();
    expect(sent[0]).toHaveLength(3);
  });

  it('keeps every measurement (each is its own sample)', () => {
    const { client, sent } = setup();
    client.add(vital(100));
    client.add(vital(100));
    client.flush();
    expect(sent[0]).toHaveLength(2);
  });

  it.each([false, 'throw'] as const)('stops for the page after a failed send (%s): no retries', async (result) => {
    const { client, transport } = setup(result);
    client.add(vital(1));
    client.flush();
    await settle();
    client.add(vital(2));
    client.flush();
    expect(transport).toHaveBeenCalledTimes(1);
    expect(client.pending).toHaveLength(0);
  });

  it('caps what one page may send at all', () => {
    const transport = jest.fn(async (_body: string) => true);
    const client = new TelemetryClient({ transport, maxReportsPerPage: 3, setTimer: () => 1, clearTimer: () => {} });
    for (let i = 0; i < 10; i++) client.add(error(`${i}`.padStart(8, '0')));
    client.flush();
    expect(JSON.parse(transport.mock.calls[0]![0]).reports).toHaveLength(3);
  });
});
