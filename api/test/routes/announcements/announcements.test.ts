import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AnnouncementEnvelope, AnnouncementsEnvelope } from '@cedar/shared/contract';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('announcements', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const bodies = async (as: PersonKey, cohortId: number) => {
    const response = await portal.request({
      as,
      method: 'GET',
      url: `/api/announcements?filtered=true&expand=cohorts&audience=1&cohort_id=${cohortId}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AnnouncementsEnvelope).message.announcements;
  };

  it("gives a cohort's members what reaches them now, newest first", async () => {
    const list = await bodies('learner', COHORT_A);
    assert.deepEqual(
      list.map((a) => a.body),
      ['<p>Cohort A</p>', '<p>Everyone</p>', '<p>Program 1</p>'],
    );
    const cohort = list[0]!;
    assert.equal(cohort.cohort?.cohort_name, 'Cohort A');
    assert.equal(cohort.author_mk_user?.first_name, 'Fay');
    assert.equal(list[1]!.post_as, 'Cedar');
  });

  it("gives another cohort its own program's and cohort's announcements (posted together: latest first)", async () => {
    assert.deepEqual(
      (await bodies('otherLearner', COHORT_B)).map((a) => a.body),
      ['<p>Cohort B</p>', '<p>Program 6</p>', '<p>Everyone</p>'],
    );
  });

  it('refuses a cohort the caller is not in, and needs the cohort', async () => {
    const other = await portal.request({
      as: 'otherLearner',
      method: 'GET',
      url: `/api/announcements?cohort_id=${COHORT_A}`,
    });
    assert.equal(other.statusCode, 403);
    const none = await portal.request({ as: 'learner', method: 'GET', url: '/api/announcements' });
    assert.equal(none.statusCode, 400);
    const anonymous = await portal.request({ method: 'GET', url: `/api/announcements?cohort_id=${COHORT_A}` });
    assert.equal(anonymous.statusCode, 401);
  });

  const post = (as: PersonKey, payload: Record<string, unknown>) =>
    portal.request({ as, method: 'POST', url: '/api/announcement', payload });

  it('stores sanitised HTML: no scripts, handlers or javascript links', async () => {
    const response = await post('facilitator', {
      body:
        '<p onclick="steal()">Hi <strong>all</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://cedar.academy">good</a>' +
        '<p class="ql-indent-2"><span class="ql-size-large" style="font-size: 2.5em; color: red">big</span></p>',
      post_as: 'myself',
      audience: 3,
      cohort_id: COHORT_A,
    });
    assert.equal(response.statusCode, 201, response.body);
    const { announcement } = (response.json() as AnnouncementEnvelope).message;
    assert.equal(
      announcement.body,
      '<p>Hi <strong>all</strong></p><a target="_blank" rel="noopener noreferrer">bad</a> ' +
        '<a href="https://cedar.academy" target="_blank" rel="noopener noreferrer">good</a>' +
        '<p class="ql-indent-2"><span class="ql-size-large" style="font-size:2.5em">big</span></p>',
    );
    assert.equal(announcement.cohort_id, COHORT_A);
    assert.equal(announcement.author_mk_user?.first_name, 'Fay');
    // Posted now, expiring one day later.
    assert.equal(announcement.post_schedule, DASHBOARD_NOW.toISOString());
    assert.equal(announcement.post_expiration, new Date(DASHBOARD_NOW.getTime() + 86_400_000).toISOString());
    assert.ok((await bodies('learner', COHORT_A)).some((a) => a.id === announcement.id));
  });

  it('lets only those the permission matrix allows post to each audience', async () => {
    const cohort = { body: '<p>x</p>', post_as: 'myself', audience: 3, cohort_id: COHORT_A };
    const everyone = { body: '<p>x</p>', post_as: 'Cedar', audience: 1 };
    const program = { body: '<p>x</p>', post_as: 'Cedar', audience: 2, program_id: 1 };
    const status = async (as: PersonKey, payload: Record<string, unknown>) => (await post(as, payload)).statusCode;
    assert.equal(await status('learner', cohort), 403);
    assert.equal(await status('coach', cohort), 403, 'coaches see history only');
    assert.equal(await status('support', cohort), 201);
    assert.equal(await status('facilitator', everyone), 403);
    assert.equal(await status('otherManager', cohort), 403, 'not their cohort');
    assert.equal(await status('programManager', everyone), 201);
    assert.equal(await status('limitedAdmin', program), 201);
    assert.equal(await status('otherManager', program), 403, 'their cohort is in another program');
  });

  it('validates before storing', async () => {
    const base = { body: '<p>x</p>', post_as: 'myself', audience: 3, cohort_id: COHORT_A };
    const status = async (payload: Record<string, unknown>) => (await post('programManager', payload)).statusCode;
    assert.equal(await status({ ...base, post_as: 'somebody' }), 400);
    assert.equal(await status({ ...base, body: '<script>only</script>' }), 400);
    assert.equal(await status({ ...base, post_expiration: '2026-09-01T00:00:00Z' }), 400);
    assert.equal(await status({ ...base, audience: 2 }), 400);
    assert.equal(await status({ ...base, unknown: true }), 400);
  });
});
