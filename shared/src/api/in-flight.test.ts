import { trackApiCall, whenApiSettled } from './in-flight.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function flush() {
  await Promise.resolve();
  await Promise.resolve();
}

describe('whenApiSettled', () => {
  it('waits for every call in flight, then a quiet moment, and a call started in that moment too', async () => {
    const first = deferred();
    void trackApiCall(first.promise);
    let settled = false;
    void whenApiSettled(300).then(() => (settled = true));

    await jest.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);

    first.resolve();
    await flush();
    await jest.advanceTimersByTimeAsync(200);
    // The panel asks again with what the first answer told it.
    const second = deferred();
    void trackApiCall(second.promise);
    await jest.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);

    second.resolve();
    await flush();
    await jest.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('gives up waiting after its longest wait, whatever is still in flight', async () => {
    const hanging = deferred();
    void trackApiCall(hanging.promise);
    let settled = false;
    void whenApiSettled(300, 10_000).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    hanging.resolve();
    await flush();
  });

  it('counts a failed call as settled', async () => {
    const failing = trackApiCall(Promise.reject(new Error('offline'))).catch(() => undefined);
    let settled = false;
    void whenApiSettled(300).then(() => (settled = true));
    await failing;
    await jest.advanceTimersByTimeAsync(300);
    expect(settled).toBe(true);
  });
});
