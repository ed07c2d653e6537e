import { TelemetryClient } from './client.ts';
import { recordRemoteVersion, resetPageContext, setPageRemote } from './context.ts';
import { errorFingerprint, firstFrame } from './fingerprint.ts';
import { installReporter, reportError, reportVital } from './reporter.ts';
import { sanitizeReport, type TelemetryReport } from './reports.ts';
import { routePatternOf } from './route-pattern.ts';

const EMAIL = 'ada.lovelace@cedar.test';
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJl';
const FREE_TEXT = 'my secret answer to the onboarding question';

describe('what leaves the browser', () => {
  let bodies: string[];
  let client: TelemetryClient;

  beforeEach(() => {
    resetPageContext();
    bodies = [];
    client = new TelemetryClient({
      transport: async (body) => {
        bodies.push(body);
        return true;
      },
      setTimer: () => 1,
      clearTimer: () => {},
    });
    installReporter({ client, getRequestId: () => 'req-42' });
    window.history.pushState({}, '', `/profile/${EMAIL}?token=${TOKEN}#${encodeURIComponent(FREE_TEXT)}`);
  });

  afterEach(() => {
    installReporter(undefined);
    window.history.pushState({}, '', '/');
  });

  it('never carries an e-mail, token or free text, whatever the error says', () => {
    recordRemoteVersion('profile', '2.0.0');
    setPageRemote('profile');
    const error = new TypeError(`Cannot save ${FREE_TEXT} for ${EMAIL} with ${TOKEN}`);
    error.stack = `TypeError: ${error.message}\n    at save (http://localhost:8080/remotes/profile/form.1a2b3c4d.js?access_token=${TOKEN}:12:34)`;
    reportError('render', error, 'profile');
    reportError('unhandled', `rejected with ${EMAIL}`);
    reportError('unhandled', { name: 'AbortError', message: TOKEN });
    reportVital('INP', 180);
    client.flush();

    const sent = bodies.join('\n');
    expect(sent).not.toContain(EMAIL);
    expect(sent).not.toContain('cedar.test');
    expect(sent).not.toContain(TOKEN);
    expect(sent).not.toContain('secret');
    expect(sent).not.toContain('access_token');
    const reports = JSON.parse(bodies[0]!).reports as TelemetryReport[];
    expect(reports).toHaveLength(4);
    expect(reports[0]).toEqual({
      kind: 'error',
      source: 'render',
      fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
      route: '/profile/:useremail',
      remote: 'mf-profile',
      version: '2.0.0',
      requestId: 'req-42',
    });
    expect(reports[3]).toEqual({
      kind: 'vital',
      name: 'INP',
      value: 180,
      route: '/profile/:useremail',
      remote: 'mf-profile',
      version: '2.0.0',
    });
  });

  it('drops fields outside the contract and values that break it', () => {
    const base = { route: '/connect', remote: 'mf-connect', version: '1.0.0' };
    const withExtra = { kind: 'error', source: 'render', fingerprint: 'abcdef12', ...base, message: EMAIL };
    expect(sanitizeReport(withExtra as TelemetryReport)).toEqual({
      kind: 'error',
      source: 'render',
      fingerprint: 'abcdef12',
      ...base,
    });
    const bad: TelemetryReport[] = [
      { kind: 'vital', name: 'LCP', value: 1, ...base, route: `/profile/${EMAIL}` },
      { kind: 'vital', name: 'LCP', value: -1, ...base },
      { kind: 'vital', name: 'LCP', value: Number.NaN, ...base },
      { kind: 'vital', name: 'LCP', value: 1, ...base, remote: EMAIL },
      { kind: 'vital', name: 'LCP', value: 1, ...base, version: TOKEN.replace(/\./g, ' ') },
      { kind: 'error', source: 'render', fingerprint: TOKEN, ...base },
    ];
    for (const report of bad) expect(sanitizeReport(report)).toBeNull();
    const requestId = sanitizeReport({
      kind: 'error',
      source: 'render',
      fingerprint: 'abcdef12',
      requestId: EMAIL,
      ...base,
    });
    expect(requestId).not.toHaveProperty('requestId');
  });

  it('reports route patterns, never paths', () => {
    expect(routePatternOf(`/profile/${EMAIL}`)).toBe('/profile/:useremail');
    expect(routePatternOf('/media/0b7e7f0e-1111-4222-8333-944444444444')).toBe('/media/:videoUUId');
    expect(routePatternOf('/acp/people/5')).toBe('/acp/people/:roleId');
    expect(routePatternOf(`/somewhere/${EMAIL}`)).toBe('/unmatched');
  });
});

describe('fingerprints', () => {
  it('hash the name and first frame: same bug, same fingerprint; message ignored', () => {
    const a = new Error('for ada@cedar.test');
    const b = new Error('for grace@cedar.test');
    a.stack = 'Error: for ada@cedar.test\n    at render (https://a.example/remotes/media/x.js?v=1:1:2)';
    b.stack = 'Error: for grace@cedar.test\n    at render (https://b.example/remotes/media/x.js?v=2:1:2)';
    expect(errorFingerprint(a)).toBe(errorFingerprint(b));
    const c = new RangeError('x');
    c.stack = a.stack.replace('Error', 'RangeError');
    expect(errorFingerprint(c)).not.toBe(errorFingerprint(a));
  });

  it('keep the code location only: no origin, query or hash', () => {
    expect(firstFrame('E: m\n    at f (https://portal.example/remotes/acp/a.js?token=t#h:10:5)')).toBe(
      'f (/remotes/acp/a.js:10:5)',
    );
    expect(firstFrame('f@https://portal.example/main.js?x=1:3:4')).toBe('f@/main.js:3:4');
    expect(firstFrame(undefined)).toBe('');
  });

  it('fingerprint values that are not errors by their type alone', () => {
    expect(errorFingerprint('ada@cedar.test')).toBe(errorFingerprint('grace@cedar.test'));
  });
});
