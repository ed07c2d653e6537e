import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CalendarSubscriptionEnvelope } from '@cedar/shared/contract';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('calendar subscription and feed', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const subscription = async (method: 'GET' | 'POST' | 'DELETE', as = 'learner') => {
    const response = await portal.request({ as, method, url: '/api/v1/calendar/subscription' });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as CalendarSubscriptionEnvelope).message.subscription;
  };
  const feed = (url: string) => portal.request({ method: 'GET', url: new URL(url).pathname });

  it('makes a secret feed URL and serves the cohort calendar as iCalendar, in UTC', async () => {
    assert.equal(await subscription('GET'), null);
    const made = (await subscription('POST'))!;
    assert.match(made.url!, /^http:\/\/localhost:8080\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    assert.equal(made.webcal_url, made.url!.replace('http:', 'webcal:'));
    assert.deepEqual(await subscription('GET'), { active: true, created_at: DASHBOARD_NOW.toISOString() });

    const response = await feed(made.url!);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.headers['content-type'] as string, /^text\/calendar/);
    const ics = response.body;
    assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'));
    assert.ok(ics.endsWith('END:VCALENDAR\r\n'));
    assert.ok(ics.includes('UID:a-live@localhost\r\n'));
    // 10 minutes before 15:00 UTC, written in UTC.
    assert.ok(ics.includes('DTSTART:20260916T145000Z\r\n'));
    assert.ok(ics.includes('SUMMARY:Event speaker\r\nCATEGORIES:Event\r\n'));
    assert.ok(ics.includes('CATEGORIES:Class'));
    assert.ok(!ics.includes('b-class'), "another cohort's classes are not in it");
    assert.ok(
      ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75),
      'lines are folded',
    );
  });

  it('stops the old URL when a new one is made, and every URL when revoked', async () => {
    const first = (await subscription('POST'))!;
    const second = (await subscription('POST'))!;
    assert.notEqual(first.url, second.url);
    assert.equal((await feed(first.url!)).statusCode, 404);
    assert.equal((await feed(second.url!)).statusCode, 200);
    assert.equal(await subscription('DELETE'), null);
    assert.equal((await feed(second.url!)).statusCode, 404);
    assert.equal(await subscription('GET'), null);
  });

  it('gives each person their own feed, and none without a token', async () => {
    const theirs = (await subscription('POST', 'otherLearner'))!;
    const ics = (await feed(theirs.url!)).body;
    assert.ok(ics.includes('UID:b-class@localhost'));
    assert.ok(!ics.includes('a-live'));
    assert.equal((await portal.request({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode, 404);
    assert.equal((await portal.request({ method: 'POST', url: '/api/v1/calendar/subscription' })).statusCode, 401);
  });
});
