import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ConnectionEnvelope, SupportTeamEnvelope, WebtoolsEnvelope } from '@cedar/shared/contract';
import { recentlyUpdatedLearners, ROLE, visibleLearners, visibleOnlineLearners } from '@cedar/shared/domain';
import { eq } from 'drizzle-orm';
import { cohorts, userCourses, users } from '../../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures, ZOOM_A } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, COURSE_A, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe("a cohort's dashboard panels", () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
    await portal.db.insert(users).values([
      {
        email: 'senior@cedar.test',
        username: 'senior',
        first_name: 'Sen',
        last_name: 'Ior',
        user_image_url: 'https://img/s.png',
      },
      { email: 'test.staff@cedar.test', username: 'teststaff', first_name: 'Tee', last_name: 'Staff' },
    ]);
    await portal.db.insert(userCourses).values([
      {
        user_email: 'senior@cedar.test',
        user_role_id: ROLE.seniorSoftwareEngineer,
        cohort_id: COHORT_A,
        course_id: COURSE_A,
      },
      { user_email: 'senior@cedar.test', user_role_id: ROLE.facilitator, cohort_id: COHORT_A, course_id: COURSE_A },
      { user_email: 'test.staff@cedar.test', user_role_id: ROLE.facilitator, cohort_id: COHORT_A, course_id: COURSE_A },
    ]);
    // The classmate is online now and hides their time zone.
    await portal.db
      .update(users)
      .set({
        is_online: true,
        user_last_seen: new Date(DASHBOARD_NOW.getTime() - 60_000),
        user_show_timezone: false,
        user_timezone: {
          time_zone_id: 'Europe/Paris',
          time_zone_name: 'Central European Time',
          utc_offset_minutes: 60,
        },
      })
      .where(eq(users.email, PEOPLE.classmate.email));
  });
  after(() => portal.close());

  const get = (as: PersonKey, url: string) => portal.request({ as, method: 'GET', url });

  it('shows the support team: support-panel roles in display order, each person once, no test-style accounts', async () => {
    const response = await get('learner', `/api/v1/cohort/${COHORT_A}/supportteam`);
    assert.equal(response.statusCode, 200, response.body);
    const { advisors } = (response.json() as SupportTeamEnvelope).message;
    assert.deepEqual(
      advisors.map((a) => [a.user_email, a.user_role_id]),
      [
        ['senior@cedar.test', ROLE.seniorSoftwareEngineer],
        [PEOPLE.facilitator.email, ROLE.facilitator],
      ],
    );
    assert.equal(advisors[0]!.user_email_mk_user.user_image_url, 'https://img/s.png');
    assert.equal((await get('otherLearner', `/api/v1/cohort/${COHORT_A}/supportteam`)).statusCode, 403);
  });

  it("lists the cohort's tools, the active ones when asked", async () => {
    const active = await get('learner', `/api/v1/cohort/${COHORT_A}/webtools?is_active=true`);
    assert.equal(active.statusCode, 200, active.body);
    const tools = (active.json() as WebtoolsEnvelope).message.webtools;
    assert.deepEqual(
      tools.map((t) => [t.webtool.name, t.url]),
      [
        ['Github', 'https://github.com/cedar-academy'],
        ['Slack', 'https://cedar-academy.slack.com'],
      ],
    );
    assert.match(tools[0]!.webtool.logo_url ?? '', /^data:image\/svg\+xml,/);
    const all = (await get('learner', `/api/v1/cohort/${COHORT_A}/webtools`)).json() as WebtoolsEnvelope;
    assert.equal(all.message.webtools.length, 3);
  });

  it('gives learners the connection data of their cohort: visible members, privacy kept', async () => {
    const response = await get('learner', `/api/v1/cohort/${COHORT_A}/connection`);
    assert.equal(response.statusCode, 200, response.body);
    const { cohort } = (response.json() as ConnectionEnvelope).message;
    assert.equal(cohort.cohort_name, 'Cohort A');
    assert.equal(cohort.zoom_url, ZOOM_A);
    assert.equal(cohort.zoom_host_id, `room-${COHORT_A}`);
    assert.equal(cohort.study_session_in_progress, false);
    assert.equal(cohort.google_calendar_id, 'a-classes@cedar.test');
    const emails = cohort.mk_user_courses.map((m) => m.user_email);
    assert.ok(emails.includes(PEOPLE.learner.email));
    assert.ok(!emails.includes(PEOPLE.invisible.email), 'hidden members are left out for learners');
    assert.ok(!emails.includes(PEOPLE.former.email), 'inactive memberships are left out');
    assert.ok(!emails.includes(PEOPLE.testAccount.email), 'test-style accounts are left out');
    const classmate = cohort.mk_user_courses.find((m) => m.user_email === PEOPLE.classmate.email)!;
    assert.equal(classmate.user_email_mk_user.is_online, true);
    assert.ok(!('user_timezone' in classmate.user_email_mk_user), 'a hidden time zone is not sent');
    const me = cohort.mk_user_courses.find((m) => m.user_email === PEOPLE.learner.email)!;
    assert.equal(me.user_email_mk_user.user_timezone?.time_zone_id, 'America/Chicago');
  });

  it('answers the panel view with the counts and one picked classmate, no member list', async () => {
    const full = (await get('learner', `/api/v1/cohort/${COHORT_A}/connection`)).json() as ConnectionEnvelope;
    const visible = visibleLearners(full.message.cohort.mk_user_courses, PEOPLE.learner.email);
    const others = visible.filter((m) => m.user_email !== PEOPLE.learner.email);
    assert.ok(others.length > 0);
    const first = await get('learner', `/api/v1/cohort/${COHORT_A}/connection?view=panel&pick=0`);
    assert.equal(first.statusCode, 200, first.body);
    const { cohort } = (first.json() as ConnectionEnvelope).message;
    assert.deepEqual(cohort.mk_user_courses, []);
    assert.equal(cohort.zoom_host_id, `room-${COHORT_A}`);
    assert.equal(cohort.learner_summary?.online_count, visibleOnlineLearners(visible, PEOPLE.learner.email).length);
    assert.equal(cohort.learner_summary?.online_count, 1, 'the classmate is online');
    assert.equal(
      cohort.learner_summary?.recently_updated_count,
      recentlyUpdatedLearners(visible, PEOPLE.learner.email, DASHBOARD_NOW).length,
    );
    assert.equal(cohort.learner_summary?.showcase?.user_email, others[0]!.user_email);
    const last = (
      (await get('learner', `/api/v1/cohort/${COHORT_A}/connection?view=panel&pick=1`)).json() as ConnectionEnvelope
    ).message.cohort;
    assert.equal(last.learner_summary?.showcase?.user_email, others.at(-1)!.user_email);
    assert.ok(first.body.length < JSON.stringify(full).length / 2);
    assert.equal((await get('learner', `/api/v1/cohort/${COHORT_A}/connection?view=all`)).statusCode, 400);
    assert.equal((await get('learner', `/api/v1/cohort/${COHORT_A}/connection?view=panel&pick=2`)).statusCode, 400);
  });

  it('gives staff every active member, and nobody outside the cohort anything', async () => {
    const staff = (await get('coach', `/api/v1/cohort/${COHORT_A}/connection`)).json() as ConnectionEnvelope;
    assert.ok(staff.message.cohort.mk_user_courses.some((m) => m.user_email === PEOPLE.invisible.email));
    const mine = (await get('testAccount', `/api/v1/cohort/${COHORT_A}/connection`)).json() as ConnectionEnvelope;
    assert.ok(mine.message.cohort.mk_user_courses.some((m) => m.user_email === PEOPLE.testAccount.email));
    assert.equal((await get('otherLearner', `/api/v1/cohort/${COHORT_A}/connection`)).statusCode, 403);
    const prestart = (await get('otherLearner', `/api/v1/cohort/${COHORT_B}/connection`)).json() as ConnectionEnvelope;
    assert.equal(prestart.message.cohort.zoom_host_id, null, 'no meeting link, no room');
  });

  it('says when a cohort has no meeting link', async () => {
    await portal.db.update(cohorts).set({ zoom_url: null }).where(eq(cohorts.cohort_id, COHORT_A));
    // A write outside the API says so, or polls keep their remembered answers (ADR 0033).
    portal.app.changes.bump(['all']);
    const { cohort } = ((await get('learner', `/api/v1/cohort/${COHORT_A}/connection`)).json() as ConnectionEnvelope)
      .message;
    assert.equal(cohort.zoom_host_id, null);
    await portal.db.update(cohorts).set({ zoom_url: ZOOM_A }).where(eq(cohorts.cohort_id, COHORT_A));
    portal.app.changes.bump(['all']);
  });
});
