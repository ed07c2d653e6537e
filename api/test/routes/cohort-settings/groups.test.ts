import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  CalendarsEnvelope,
  CohortCoursesEnvelope,
  CohortStaffEnvelope,
  CourseActiveUsersEnvelope,
  LmsCourseSearchEnvelope,
  SavedCalendarsEnvelope,
  SavedStaffEnvelope,
  StaffSearchEnvelope,
  SupportTeamEnvelope,
} from '@cedar/shared/contract';
import { CALENDAR_URL_MESSAGE, ROLE } from '@cedar/shared/domain';
import { and, eq } from 'drizzle-orm';
import { calendars as calendarTable, cohortCourses } from '../../../src/db/schema/index.ts';
import { COHORT_A, COURSE_A, COURSE_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const base = `/api/v1/cohort/${COHORT_A}`;
const embed = (src: string) => `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(src)}&ctz=UTC`;

describe("the cohort settings' courses, calendars and support team", () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const call = (
    as: PersonKey,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) =>
    portal.request({ as, method, url, ...(payload === undefined ? {} : { payload }), ...(headers ? { headers } : {}) });
  const courses = async () =>
    ((await call('facilitator', 'GET', `${base}/courses`)).json() as CohortCoursesEnvelope).message.courses.map(
      (c) => c.course_id,
    );
  const calendars = async () =>
    ((await call('facilitator', 'GET', `/api/calendars/?cohort_id=${COHORT_A}`)).json() as CalendarsEnvelope).message
      .calendars;
  const staffEmails = async () =>
    ((await call('facilitator', 'GET', `${base}/staff`)).json() as CohortStaffEnvelope).message.staff.map(
      (s) => s.user_email,
    );

  describe('Associated Courses', () => {
    it('lists the courses the cohort takes and counts their active learners', async () => {
      assert.deepEqual(await courses(), [COURSE_A]);
      const count = await call('facilitator', 'GET', `${base}/courses/${COURSE_A}/activeusers`);
      assert.equal(count.statusCode, 200, count.body);
      // Five active learners in cohort A: learner, classmate, private, invisible, tester.
      assert.equal((count.json() as CourseActiveUsersEnvelope).message.active_users, 5);
      assert.equal((await call('facilitator', 'GET', `${base}/courses/${COURSE_B}/activeusers`)).statusCode, 404);
    });

    it('searches the LMS catalogue without the courses already associated', async () => {
      const search = await call('programManager', 'GET', `${base}/canvascourses?search=software`);
      assert.equal(search.statusCode, 200, search.body);
      const found = (search.json() as LmsCourseSearchEnvelope).message.courses;
      assert.deepEqual(
        found.map((c) => [c.id, c.name, c.subscribed_canvas]),
        [[COURSE_B, 'Software Engineering B', 'New LMS']],
      );
      assert.equal((await call('facilitator', 'GET', `${base}/canvascourses?search=software`)).statusCode, 403);
    });

    it('refuses an unknown, a repeated or an associated course, changing nothing', async () => {
      for (const [payload, status] of [
        [{ courses: [{ id: 999_999 }] }, 400],
        [{ courses: [{ id: COURSE_B }, { id: COURSE_B }] }, 400],
        [{ courses: [{ id: COURSE_B }, { id: COURSE_A }] }, 409],
        [{ courses: [] }, 400],
      ] as const) {
        const response = await call('programManager', 'POST', `${base}/courses`, payload);
        assert.equal(response.statusCode, status, JSON.stringify(payload));
      }
      assert.deepEqual(await courses(), [COURSE_A]);
    });

    it('adds a course and removes it again by setting is_active false', async () => {
      const added = await call('programManager', 'POST', `${base}/courses`, { courses: [{ id: COURSE_B }] });
      assert.equal(added.statusCode, 200, added.body);
      assert.deepEqual((await courses()).sort(), [COURSE_A, COURSE_B].sort());
      assert.equal((await call('programManager', 'PUT', `${base}/courses`, { course_ids: [999_999] })).statusCode, 404);
      const removed = await call('programManager', 'PUT', `${base}/courses`, { course_ids: [COURSE_B] });
      assert.equal(removed.statusCode, 200, removed.body);
      assert.deepEqual(await courses(), [COURSE_A]);
      const row = await portal.app.db
        .select({
          is_active: cohortCourses.is_active,
          created_by: cohortCourses.created_by,
          updated_by: cohortCourses.updated_by,
        })
        .from(cohortCourses)
        .where(and(eq(cohortCourses.cohort_id, COHORT_A), eq(cohortCourses.course_id, COURSE_B)));
      assert.deepEqual(row, [
        { is_active: false, created_by: PEOPLE.programManager.email, updated_by: PEOPLE.programManager.email },
      ]);
      // Adding it again brings the association back.
      assert.equal(
        (await call('programManager', 'POST', `${base}/courses`, { courses: [{ id: COURSE_B }] })).statusCode,
        200,
      );
      assert.equal(
        (await call('programManager', 'PUT', `${base}/courses`, { course_ids: [COURSE_B] })).statusCode,
        200,
      );
    });

    it('lets only the cohort’s admin change the courses (a facilitator gets 403)', async () => {
      for (const who of ['facilitator', 'limitedAdmin', 'otherManager', 'learner'] as const) {
        assert.equal(
          (await call(who, 'POST', `${base}/courses`, { courses: [{ id: COURSE_B }] })).statusCode,
          403,
          who,
        );
        assert.equal((await call(who, 'PUT', `${base}/courses`, { course_ids: [COURSE_A] })).statusCode, 403, who);
      }
      assert.deepEqual(await courses(), [COURSE_A]);
    });
  });

  describe('Calendars', () => {
    it('refuses a URL without src or cid, with the spec’s message, and saves nothing', async () => {
      const before = await calendars();
      for (const calendar_url of [
        'https://calendar.google.com/calendar/embed',
        'calendar.google.com/?src=x',
        'ftp://x.test/?src=x',
      ]) {
        const response = await call('programManager', 'POST', `${base}/calendar`, {
          calendars: [
            { calendar_name: 'Good', calendar_url: embed('good@cedar.test') },
            { calendar_name: 'Bad', calendar_url },
          ],
        });
        assert.equal(response.statusCode, 400, calendar_url);
        assert.equal((response.json() as { message: string }).message, CALENDAR_URL_MESSAGE);
      }
      assert.deepEqual(await calendars(), before);
    });

    it("adds a calendar, and the learner's calendars show it at once", async () => {
      const first = await call('learner', 'GET', `${base}/calendars`);
      const etag = String(first.headers.etag);
      const response = await call('programManager', 'POST', `${base}/calendar`, {
        calendars: [{ calendar_name: ' Settings Classes ', calendar_url: embed('settings@cedar.test') }],
      });
      assert.equal(response.statusCode, 200, response.body);
      const saved = (response.json() as SavedCalendarsEnvelope).message;
      assert.equal(saved.name, 'Calendar');
      const added = saved.calendars.find((c) => c.google_calendar_id === 'settings@cedar.test');
      assert.equal(added?.calendar_name, 'Settings Classes');
      const next = await call('learner', 'GET', `${base}/calendars`, undefined, { 'if-none-match': etag });
      assert.equal(next.statusCode, 200);
      assert.ok(next.body.includes('settings@cedar.test'));
    });

    it('refuses a calendar the cohort has already, and one named twice (409)', async () => {
      const again = await call('programManager', 'POST', `${base}/calendar`, {
        calendars: [{ calendar_name: 'Again', calendar_url: embed('SETTINGS@cedar.test') }],
      });
      assert.equal(again.statusCode, 409, again.body);
      const twice = await call('programManager', 'POST', `${base}/calendar`, {
        calendars: [
          { calendar_name: 'One', calendar_url: embed('twice@cedar.test') },
          { calendar_name: 'Two', calendar_url: `https://x.test/?cid=twice@cedar.test` },
        ],
      });
      assert.equal(twice.statusCode, 409, twice.body);
      assert.equal((await calendars()).filter((c) => c.google_calendar_id.includes('twice')).length, 0);
    });

    it('updates a calendar, and deletes it by setting active false', async () => {
      const calendar = (await calendars()).find((c) => c.google_calendar_id === 'settings@cedar.test')!;
      const renamed = await call('programManager', 'POST', `${base}/calendar`, {
        calendars: [{ id: calendar.id, calendar_name: 'Renamed', calendar_url: embed('settings2@cedar.test') }],
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      const now = (await calendars()).find((c) => c.id === calendar.id)!;
      assert.deepEqual([now.calendar_name, now.google_calendar_id], ['Renamed', 'settings2@cedar.test']);
      const bad = await call('programManager', 'PUT', `${base}/calendar/${calendar.id}`, {
        calendar_url: 'https://x.test/',
      });
      assert.equal(bad.statusCode, 400);
      assert.equal((await call('programManager', 'PUT', `${base}/calendar/999999`, { active: false })).statusCode, 404);
      assert.equal(
        (await call('facilitator', 'PUT', `${base}/calendar/${calendar.id}`, { active: false })).statusCode,
        403,
      );
      const deleted = await call('programManager', 'PUT', `${base}/calendar/${calendar.id}`, { active: false });
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.equal(
        (await calendars()).some((c) => c.id === calendar.id),
        false,
      );
      const row = await portal.app.db
        .select({ active: calendarTable.active })
        .from(calendarTable)
        .where(eq(calendarTable.id, calendar.id));
      assert.deepEqual(row, [{ active: false }]);
      // The same calendar added again comes back.
      const back = await call('programManager', 'POST', `${base}/calendar`, {
        calendars: [{ calendar_name: 'Back', calendar_url: embed('settings2@cedar.test') }],
      });
      assert.equal(back.statusCode, 200, back.body);
      assert.ok((await calendars()).some((c) => c.calendar_name === 'Back'));
    });

    it('lets only the cohort’s admin add calendars (a facilitator gets 403)', async () => {
      for (const who of ['facilitator', 'limitedAdmin', 'otherManager', 'coach'] as const) {
        const payload = { calendars: [{ calendar_name: 'X', calendar_url: embed('x@cedar.test') }] };
        assert.equal((await call(who, 'POST', `${base}/calendar`, payload)).statusCode, 403, who);
      }
    });
  });

  describe('Support Team', () => {
    it('lists the staff whose role the console shows', async () => {
      const emails = await staffEmails();
      assert.ok(emails.includes(PEOPLE.facilitator.email));
      assert.ok(emails.includes(PEOPLE.support.email));
      // Coach (5), Program Manager (9) and learners are not shown in the console's team.
      assert.ok(!emails.includes(PEOPLE.coach.email));
      assert.ok(!emails.includes(PEOPLE.programManager.email));
      assert.ok(!emails.includes(PEOPLE.learner.email));
    });

    it('searches users for the cohort’s admin only', async () => {
      const response = await call('programManager', 'GET', `${base}/staff/search?search=nora`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(
        (response.json() as StaffSearchEnvelope).message.users.map((u) => u.email),
        [PEOPLE.nocourse.email],
      );
      assert.equal((await call('facilitator', 'GET', `${base}/staff/search?search=nora`)).statusCode, 403);
    });

    it("refuses a missing role ('Please select all roles'), an unknown user or one on the team already", async () => {
      const before = await staffEmails();
      const noRole = await call('programManager', 'POST', `${base}/staff`, {
        staff: [{ user_email: PEOPLE.nocourse.email, user_role_id: 0 }],
      });
      assert.equal(noRole.statusCode, 400);
      assert.equal((noRole.json() as { message: string }).message, 'Please select all roles');
      const hidden = await call('programManager', 'POST', `${base}/staff`, {
        staff: [{ user_email: PEOPLE.nocourse.email, user_role_id: ROLE.programManager }],
      });
      assert.equal(hidden.statusCode, 400);
      const unknown = await call('programManager', 'POST', `${base}/staff`, {
        staff: [
          { user_email: PEOPLE.nocourse.email, user_role_id: ROLE.learnerSuccessAdvisor },
          { user_email: 'nobody@cedar.test', user_role_id: ROLE.facilitator },
        ],
      });
      assert.equal(unknown.statusCode, 404);
      const onTeam = await call('programManager', 'POST', `${base}/staff`, {
        staff: [
          { user_email: PEOPLE.nocourse.email, user_role_id: ROLE.learnerSuccessAdvisor },
          { user_email: PEOPLE.facilitator.email, user_role_id: ROLE.support },
        ],
      });
      assert.equal(onTeam.statusCode, 409);
      assert.deepEqual(await staffEmails(), before);
    });

    it("adds a staff member, whom the learner's support team shows at once, and deletes them", async () => {
      const first = await call('learner', 'GET', `${base}/supportteam`);
      const etag = String(first.headers.etag);
      const added = await call('programManager', 'POST', `${base}/staff`, {
        staff: [{ user_email: PEOPLE.nocourse.email.toUpperCase(), user_role_id: ROLE.learnerSuccessAdvisor }],
      });
      assert.equal(added.statusCode, 200, added.body);
      const [member] = (added.json() as SavedStaffEnvelope).message.staff;
      assert.equal(member?.user_email, PEOPLE.nocourse.email);
      const team = await call('learner', 'GET', `${base}/supportteam`, undefined, { 'if-none-match': etag });
      assert.equal(team.statusCode, 200);
      assert.ok(
        (team.json() as SupportTeamEnvelope).message.advisors.some((a) => a.user_email === PEOPLE.nocourse.email),
      );

      const role = await call('programManager', 'POST', `${base}/staff`, {
        staff: [{ id: member!.id, user_email: member!.user_email, user_role_id: ROLE.careerAdvisor }],
      });
      assert.equal(role.statusCode, 200, role.body);
      assert.equal((role.json() as SavedStaffEnvelope).message.staff[0]?.user_role_id, ROLE.careerAdvisor);

      assert.equal(
        (await call('facilitator', 'PUT', `${base}/staff/${member!.id}`, { active: false })).statusCode,
        403,
      );
      assert.equal((await call('programManager', 'PUT', `${base}/staff/999999`, { active: false })).statusCode, 404);
      const deleted = await call('programManager', 'PUT', `${base}/staff/${member!.id}`, { active: false });
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.ok(!(await staffEmails()).includes(PEOPLE.nocourse.email));
      const after = await call('learner', 'GET', `${base}/supportteam`);
      assert.ok(
        !(after.json() as SupportTeamEnvelope).message.advisors.some((a) => a.user_email === PEOPLE.nocourse.email),
      );
    });
  });
});
