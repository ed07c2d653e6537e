import assert from 'node:assert/strict';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { loadMeetingsConfig } from '../../src/adapters/config.ts';
import { isZoomDownload } from '../../src/meetings/zoom.ts';
import { createZoomClient, type ZoomApiError } from '../../src/adapters/zoom/client.ts';
import { checkZoomSignature, urlValidationAnswer } from '../../src/adapters/zoom/signature.ts';
import { signedZoomEvent, startZoomServer, ZOOM_WEBHOOK_SECRET, type ZoomServer } from '../helpers/zoom-server.ts';

const person = (n: number, extra: Record<string, unknown> = {}) => ({
  id: '',
  user_id: String(16778240 + n),
  participant_uuid: `uuid-${n}`,
  user_name: `Person ${n}`,
  email: `p${n}@example.com`,
  join_time: '2026-09-16T14:55:00Z',
  ...extra,
});

describe('the Zoom client against a server speaking Zoom', () => {
  let zoom: ZoomServer;
  let clock = Date.parse('2026-09-16T15:00:00Z');
  before(async () => {
    zoom = await startZoomServer();
  });
  beforeEach(() => {
    zoom.requests.length = 0;
    zoom.live.clear();
  });
  after(() => zoom.close());

  it('gets a token with the account credentials grant and keeps it until it expires', async () => {
    const client = createZoomClient(zoom.settings, () => new Date(clock));
    const first = await client.accessToken();
    assert.equal(await client.accessToken(), first);
    const [call] = zoom.requests;
    assert.equal(call!.method, 'POST');
    assert.match(call!.path, /^\/oauth\/token\?grant_type=account_credentials&account_id=acc-cedar$/);
    assert.equal(zoom.requests.length, 1, 'asked once');
    clock += 3599 * 1000;
    assert.notEqual(await client.accessToken(), first, 'a new one near its expiry');
    assert.equal(zoom.requests.length, 2);
  });

  it('shares one token request between callers at the same moment', async () => {
    const client = createZoomClient(zoom.settings, () => new Date(clock));
    const tokens = await Promise.all([client.accessToken(), client.accessToken(), client.accessToken()]);
    assert.equal(new Set(tokens).size, 1);
    assert.equal(zoom.requests.length, 1);
  });

  it('says why wrong credentials fail', async () => {
    const client = createZoomClient({ ...zoom.settings, clientSecret: 'wrong' }, () => new Date(clock));
    await assert.rejects(client.accessToken(), (error: ZoomApiError) => {
      assert.equal(error.status, 401);
      assert.match(error.message, /Zoom OAuth answered 401: Invalid client_id or client_secret/);
      return true;
    });
  });

  it('reads every page of the live participants, with the bearer token', async () => {
    zoom.live.set(
      '111222333',
      [1, 2, 3, 4, 5].map((n) => person(n)),
    );
    const client = createZoomClient(zoom.settings, () => new Date(clock));
    const listed = await client.liveParticipants('111222333');
    assert.deepEqual(
      listed.map((p) => p.participant_uuid),
      ['uuid-1', 'uuid-2', 'uuid-3', 'uuid-4', 'uuid-5'],
    );
    const pages = zoom.requests.filter((r) => r.path.startsWith('/v2/metrics/meetings/111222333/participants'));
    assert.equal(pages.length, 3);
    assert.match(pages[0]!.path, /\?type=live&page_size=300$/);
    assert.match(pages[1]!.path, /&next_page_token=2$/);
    assert.ok(pages.every((p) => /^Bearer zoom-token-[0-9]+$/.test(p.authorization ?? '')));
    assert.equal(zoom.requests.filter((r) => r.path.startsWith('/oauth')).length, 1, 'one token for all pages');
  });

  it('takes a new token once when Zoom says the one it had is no longer valid', async () => {
    zoom.live.set('111222333', [person(1)]);
    const client = createZoomClient(zoom.settings, () => new Date(clock));
    await client.accessToken();
    zoom.revokedBefore = zoom.tokensIssued;
    assert.equal((await client.liveParticipants('111222333')).length, 1);
    assert.equal(zoom.requests.filter((r) => r.path.startsWith('/oauth')).length, 2);
  });

  it("answers Zoom's 404 for a meeting that is not running as an error with its status", async () => {
    const client = createZoomClient(zoom.settings, () => new Date(clock));
    await assert.rejects(client.liveParticipants('999888777'), (error: ZoomApiError) => error.status === 404);
  });

  it('downloads a recording file with the download token, and refuses without it', async () => {
    zoom.files.set('clip', { body: Buffer.from('video bytes'), token: 'dl-token', type: 'video/mp4' });
    const client = createZoomClient(zoom.settings, () => new Date(clock));
    const dir = await mkdtemp(path.join(tmpdir(), 'cedar-zoom-test-'));
    try {
      const file = path.join(dir, 'clip.mp4');
      await client.downloadTo(`${zoom.url}/rec/download/clip`, 'dl-token', file);
      assert.equal(await readFile(file, 'utf8'), 'video bytes');
      await assert.rejects(client.downloadText(`${zoom.url}/rec/download/clip`, 'wrong'), /401/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("Zoom's webhook signature", () => {
  const now = new Date('2026-09-16T15:00:00Z');
  const check = (signed: ReturnType<typeof signedZoomEvent>, at = now) =>
    checkZoomSignature(
      ZOOM_WEBHOOK_SECRET,
      { signature: signed.headers['x-zm-signature'], timestamp: signed.headers['x-zm-request-timestamp'] },
      Buffer.from(signed.payload),
      at,
    );

  it('takes what Zoom signs, refuses another secret, another body and an old timestamp', () => {
    const event = { event: 'meeting.participant_joined', payload: { object: { id: '1' } } };
    assert.equal(check(signedZoomEvent(event, now)), 'ok');
    assert.equal(check(signedZoomEvent(event, now, 'another secret')), 'forged');
    const tampered = signedZoomEvent(event, now);
    assert.equal(check({ ...tampered, payload: tampered.payload.replace('"1"', '"2"') }), 'forged');
    assert.equal(check(signedZoomEvent(event, new Date(now.getTime() - 5 * 60_000 - 1000))), 'stale');
    assert.equal(check(signedZoomEvent(event, new Date(now.getTime() - 4 * 60_000))), 'ok');
    assert.equal(check({ ...tampered, headers: { ...tampered.headers, 'x-zm-signature': '' } }), 'missing');
  });

  it('answers the URL validation as Zoom documents it', () => {
    // HMAC-SHA256 of the plain token under the secret token, hex (computed independently).
    const answer = urlValidationAnswer('secret', 'qgg8vlvZRS6UYooatFL8Aw');
    assert.equal(answer.plainToken, 'qgg8vlvZRS6UYooatFL8Aw');
    assert.equal(answer.encryptedToken, '72cef096bfd47c0b8664df30d07721641e4abd7e885ba432204260db477a9a3e');
  });
});

describe('choosing the meetings adapter', () => {
  const all = {
    ZOOM_ACCOUNT_ID: 'a',
    ZOOM_CLIENT_ID: 'c',
    ZOOM_CLIENT_SECRET: 's',
    ZOOM_WEBHOOK_SECRET_TOKEN: 'w',
  };
  it('is the embedded adapter without settings, Zoom with all four', () => {
    assert.deepEqual(loadMeetingsConfig({}), { kind: 'embedded' });
    const zoom = loadMeetingsConfig(all);
    assert.equal(zoom.kind, 'zoom');
    assert.equal(zoom.kind === 'zoom' && zoom.apiUrl, 'https://api.zoom.us/v2');
    assert.equal(zoom.kind === 'zoom' && zoom.oauthUrl, 'https://zoom.us/oauth/token');
    const local = loadMeetingsConfig({ ...all, ZOOM_API_URL: 'http://127.0.0.1:9/v2/', ZOOM_SYNC_MS: '0' });
    assert.equal(local.kind === 'zoom' && local.apiUrl, 'http://127.0.0.1:9/v2');
    assert.equal(local.kind === 'zoom' && local.syncEveryMs, 0);
  });
  it('refuses half a setup and bad values at start-up', () => {
    assert.throws(
      () => loadMeetingsConfig({ ZOOM_ACCOUNT_ID: 'a' }),
      /needs ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_WEBHOOK_SECRET_TOKEN/,
    );
    assert.throws(() => loadMeetingsConfig({ ...all, ZOOM_API_URL: 'ftp://x' }), /ZOOM_API_URL must be an http/);
    assert.throws(() => loadMeetingsConfig({ ...all, ZOOM_SYNC_MS: '-1' }), /ZOOM_SYNC_MS/);
  });
});

describe('where recording files are fetched from', () => {
  it("only Zoom's hosts over https, or the configured API's origin, get the download token", () => {
    const api = 'https://api.zoom.us/v2';
    assert.equal(isZoomDownload('https://us02web.zoom.us/rec/download/abc', api), true);
    assert.equal(isZoomDownload('https://zoom.us/rec/download/abc', api), true);
    assert.equal(isZoomDownload('https://file.zoomgov.com/rec/download/abc', api), true);
    assert.equal(isZoomDownload('http://us02web.zoom.us/rec/download/abc', api), false);
    assert.equal(isZoomDownload('https://zoom.us.evil.example/rec', api), false);
    assert.equal(isZoomDownload('https://evilzoom.us/rec', api), false);
    assert.equal(isZoomDownload('http://169.254.169.254/latest/meta-data', api), false);
    assert.equal(isZoomDownload('not a url', api), false);
    assert.equal(isZoomDownload('http://127.0.0.1:4100/rec/download/x', 'http://127.0.0.1:4100/v2'), true);
  });
});
