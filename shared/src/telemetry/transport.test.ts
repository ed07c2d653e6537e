import { resetPageContext } from './context.ts';
import { reportError } from './reporter.ts';
import { startTelemetry } from './start.ts';
import { beaconTransport } from './transport.ts';

const body = JSON.stringify({ reports: [] });

describe('beaconTransport', () => {
  it('signed in: a keepalive fetch with the bearer token (sendBeacon cannot send it)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
    const send = beaconTransport({ url: '/api/v1/telemetry', getAccessToken: () => 'token-1', apiKey: 'web' });
    await expect(send(body)).resolves.toBe(true);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/v1/telemetry');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
  });

  it('signed out: sendBeacon with a JSON blob', async () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const send = beaconTransport({ url: '/api/v1/telemetry', getAccessToken: () => null });
    await expect(send(body)).resolves.toBe(true);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/v1/telemetry');
    expect(blob.type).toBe('application/json');
  });

  it('answers false, silently, on a 404 or a network error', async () => {
    const error = jest.spyOn(console, 'error');
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 404 }));
    const send = beaconTransport({ url: '/api/v1/telemetry', getAccessToken: () => 't' });
    await expect(send(body)).resolves.toBe(false);
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(send(body)).resolves.toBe(false);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('startTelemetry', () => {
  beforeEach(() => resetPageContext());

  it('sends waiting reports when the page is hidden or left, and reports unhandled rejections', async () => {
    const transport = jest.fn(async (_body: string) => true);
    const stop = startTelemetry({ hostVersion: '1.2.3', getAccessToken: () => null, transport, vitals: false });
    const reason = new Error('boom');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    expect(transport).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(transport).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(transport.mock.calls[0]![0]);
    expect(sent.reports[0]).toMatchObject({ kind: 'error', source: 'unhandled', remote: 'host', version: '1.2.3' });
    reportError('render', new RangeError('again'));
    window.dispatchEvent(new Event('pagehide'));
    expect(transport).toHaveBeenCalledTimes(2);
    stop();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('starts once per page', () => {
    const stop = startTelemetry({ hostVersion: '1', getAccessToken: () => null, transport: jest.fn(), vitals: false });
    const second = startTelemetry({ hostVersion: '2', getAccessToken: () => null, vitals: false });
    second();
    stop();
  });
});
