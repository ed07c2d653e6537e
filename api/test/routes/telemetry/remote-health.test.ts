import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RemoteHealthEnvelope } from '@cedar/shared/contract';
import { createAggregator } from '../../../src/telemetry/aggregator.ts';
import type { Report } from '../../../src/telemetry/reports.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const TODAY = new Date('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const vital = (name: 'LCP' | 'INP' | 'CLS' | 'remote-load', value: number, version: string): Report => ({
  kind: 'vital',
  name,
  value,
  route: '/dashboard',
  remote: 'mf-dashboard',
  version,
});
const failure = (version: string, fingerprint = 'abcdef0123'): Report => ({
  kind: 'error',
  source: 'remote-load',
  route: '/dashboard',
  remote: 'mf-dashboard',
  version,
  fingerprint,
});

describe('GET /api/v1/acp/remote-health', () => {
  let portal: TestPortal;
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cedar-remote-health-'));
    const dashboard = path.join(dir, 'dashboard');
    await mkdir(dashboard);
    await writeFile(
      path.join(dashboard, 'mf-manifest.json'),
      JSON.stringify({ id: 'dashboard', metaData: { buildInfo: { buildVersion: '1.1.0' } } }),
    );
    const remotesFile = path.join(dir, 'remotes.json');
    await writeFile(
      remotesFile,
      JSON.stringify({ dashboard: '/remotes/dashboard/mf-manifest.json', media: '/remotes/media/mf-manifest.json' }),
    );
    portal = await startTestPortal({
      now: () => TODAY,
      remotesFile,
      static: {
        host: path.join(dir, 'host'),
        remotes: { dashboard, media: path.join(dir, 'media') },
        storybook: path.join(dir, 'sb'),
      },
    });
    // Version 1.0.0 ran until three days ago; 1.1.0 since then, slower and failing more.
    const at = (daysAgo: number) =>
      createAggregator({ db: portal.db, now: () => new Date(TODAY.getTime() - daysAgo * DAY) });
    const before = at(5);
    before.add(Array.from({ length: 100 }, (_, i) => vital('LCP', 1000 + i * 10, '1.0.0')));
    before.add([vital('INP', 120, '1.0.0'), vital('CLS', 0.05, '1.0.0'), vital('remote-load', 300, '1.0.0')]);
    before.add([failure('1.0.0'), failure('1.0.0')]);
    await before.flush();
    // Out of the 7-day window: counts for neither figure.
    const old = at(20);
    old.add([vital('LCP', 99_000, '1.0.0'), failure('1.0.0')]);
    await old.flush();
    const now = at(0);
    now.add(Array.from({ length: 50 }, (_, i) => vital('LCP', 2000 + i * 20, '1.1.0')));
    now.add([vital('INP', 130, '1.1.0'), vital('CLS', 0.05, '1.1.0'), vital('remote-load', 900, '1.1.0')]);
    now.add([failure('1.1.0'), failure('1.1.0'), failure('1.1.0', 'fedcba9876'), failure('1.1.0')]);
    // A remote that failed for users before any page view of it was measured.
    now.add(Array.from({ length: 3 }, () => ({ ...failure('0.2.0'), route: '/connect', remote: 'mf-connect' })));
    await now.flush();
  });
  after(async () => {
    await portal.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is for Program Managers only', async () => {
    assert.equal((await portal.request({ method: 'GET', url: '/api/v1/acp/remote-health', as: null })).statusCode, 401);
    for (const who of ['learner', 'coach', 'facilitator', 'limitedAdmin'] as const) {
      const response = await portal.request({ method: 'GET', url: '/api/v1/acp/remote-health', as: who });
      assert.equal(response.statusCode, 403, who);
    }
  });

  it("gives each registry remote's URL and served version, with current against previous", async () => {
    const response = await portal.request({ method: 'GET', url: '/api/v1/acp/remote-health', as: 'programManager' });
    assert.equal(response.statusCode, 200);
    const { message } = response.json() as RemoteHealthEnvelope;
    assert.equal(message.days, 7);
    const dashboard = message.remotes.find((r) => r.name === 'mf-dashboard')!;
    assert.equal(dashboard.url, '/remotes/dashboard/mf-manifest.json');
    assert.equal(dashboard.current?.version, '1.1.0');
    assert.equal(dashboard.previous?.version, '1.0.0');
    assert.equal(dashboard.current?.pageViews, 50);
    assert.equal(dashboard.current?.errors, 4);
    assert.equal(dashboard.current?.errorRate, 80);
    assert.equal(dashboard.previous?.pageViews, 100);
    assert.equal(dashboard.previous?.errors, 2);
    assert.equal(dashboard.previous?.errorRate, 20);
    // p75 of 1000..1990 is 1740; of 2000..2980, 2740 (within the histogram's 5%).
    const near = (value: number | null | undefined, truth: number) =>
      assert.ok(value != null && Math.abs(value - truth) / truth <= 0.05, `${value} vs ${truth}`);
    near(dashboard.previous?.p75.LCP, 1740);
    near(dashboard.current?.p75.LCP, 2740);
    near(dashboard.current?.p75['remote-load'], 900);
    near(dashboard.current?.p75.CLS, 0.05);
    // A registry remote that never reported and has no readable manifest.
    const media = message.remotes.find((r) => r.name === 'mf-media')!;
    assert.deepEqual(media, {
      name: 'mf-media',
      url: '/remotes/media/mf-manifest.json',
      current: null,
      previous: null,
    });
  });

  it('counts the errors of a remote with no page view, with no rate to tell', async () => {
    const response = await portal.request({ method: 'GET', url: '/api/v1/acp/remote-health', as: 'programManager' });
    const connect = (response.json() as RemoteHealthEnvelope).message.remotes.find((r) => r.name === 'mf-connect')!;
    assert.equal(connect.current?.version, '0.2.0');
    assert.equal(connect.current?.pageViews, 0);
    assert.equal(connect.current?.errors, 3);
    assert.equal(connect.current?.errorRate, null);
  });
});
