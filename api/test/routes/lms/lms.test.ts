import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CanvasAssignmentsAnswer, CourseDataEnvelope, LaunchpadEnvelope } from '@cedar/shared/contract';
import { assignmentStatus, dueDateOf } from '@cedar/shared/domain';
import { DASHBOARD_NOW, insertDashboardFixtures, LMS_A } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, COURSE_A, COURSE_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('embedded course-management system', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const get = (as: PersonKey, url: string) => portal.request({ as, method: 'GET', url });
  const upcoming = async (as: PersonKey, who: PersonKey, days = 8) => {
    const email = encodeURIComponent(PEOPLE[who].email);
    const response = await get(
      as,
      `/api/canvasassignments?courseId=${COURSE_A}&userEmail=${email}&upcomingMaxDays=${days}`,
    );
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as CanvasAssignmentsAnswer).assignments;
  };

  it("lists this week's assignments by the due date the learner sees", async () => {
    const list = await upcoming('learner', 'learner');
    assert.deepEqual(
      list.map((a) => a.title),
      ['This week', 'Custom for the learner', 'Section date'],
    );
    const [thisWeek, custom, section] = list as [(typeof list)[0], (typeof list)[0], (typeof list)[0]];
    assert.equal(thisWeek.link, 'https://lms.example.com/a/1');
    assert.equal(assignmentStatus(thisWeek), 'submitted');
    // Only the learner's own custom date is sent, keyed by their course-system id.
    assert.deepEqual(Object.keys(custom.overrides.custom ?? {}), ['lms-1001']);
    assert.equal(dueDateOf(custom, { userLmsId: 'lms-1001', sectionLabel: 'Cohort A' }), '2026-09-18T15:00:00.000Z');
    assert.equal(section.overrides.sections.length, 2);
    assert.equal(dueDateOf(section, { userLmsId: 'lms-1001', sectionLabel: 'Cohort A' }), '2026-09-21T15:00:00.000Z');
    assert.equal(section.link, `https://lms.cedar.academy/courses/${LMS_A}/assignments/${section.id}`);
    assert.deepEqual(
      (await upcoming('learner', 'learner', 1)).map((a) => a.title),
      ['This week'],
    );
  });

  it('gives the course data: past due in every status and the course link', async () => {
    const email = encodeURIComponent(PEOPLE.learner.email);
    const response = await get('learner', `/api/v1/coursedata?courseId=${COURSE_A}&email=${email}`);
    assert.equal(response.statusCode, 200, response.body);
    const { canvasData } = (response.json() as CourseDataEnvelope).message;
    assert.equal(canvasData.canvasCourseLink, `https://lms.cedar.academy/courses/${LMS_A}`);
    assert.deepEqual(
      canvasData.pastDueAssignments.map((a) => [a.title, assignmentStatus(a)]),
      [
        ['Past to-do', 'todo'],
        ['Past graded', 'graded'],
      ],
    );
    assert.equal(canvasData.pastDueAssignments[1]!.score, 18);
    assert.equal(canvasData.assignments.length, 3);
  });

  it("shows another learner's own data, not the caller's", async () => {
    const list = await upcoming('classmate', 'classmate');
    // The classmate's custom date needs a course-system id, which they lack: the default
    // date (already past) holds for them.
    assert.deepEqual(
      list.map((a) => a.title),
      ['This week', 'Section date'],
    );
    assert.equal(assignmentStatus(list[0]!), 'todo');
    assert.ok(
      list.every((a) => a.overrides.custom === null),
      "nobody else's custom dates are sent",
    );
  });

  it("lets staff of the learner's cohort read it, and nobody else", async () => {
    assert.equal((await upcoming('coach', 'learner')).length, 3);
    const email = encodeURIComponent(PEOPLE.learner.email);
    const url = `/api/canvasassignments?courseId=${COURSE_A}&userEmail=${email}`;
    assert.equal((await get('classmate', url)).statusCode, 403);
    assert.equal((await get('otherLearner', url)).statusCode, 403);
    assert.equal((await get('otherManager', url)).statusCode, 403);
    const notTheirs = `/api/canvasassignments?courseId=${COURSE_B}&userEmail=${email}`;
    assert.equal((await get('learner', notTheirs)).statusCode, 403);
    assert.equal((await get('learner', `/api/canvasassignments?courseId=${COURSE_A}`)).statusCode, 400);
  });

  it('gives a prestart cohort its launchpad, and other cohorts none', async () => {
    const response = await get('otherLearner', `/api/v1/cohort/${COHORT_B}/launchpad`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual((response.json() as LaunchpadEnvelope).message.launchpad, {
      course_id: COURSE_B,
      cohort_id: COHORT_B,
      coursename: 'Software Engineering B',
      prestart: true,
      startdate: '2026-10-05',
      hero_image_url: 'https://cdn.example.com/hero.png',
      lms_course_id: '5202',
      course_url: 'https://lms.cedar.academy/courses/5202',
    });
    const none = await get('learner', `/api/v1/cohort/${COHORT_A}/launchpad`);
    assert.equal((none.json() as LaunchpadEnvelope).message.launchpad, null);
    assert.equal((await get('learner', `/api/v1/cohort/${COHORT_B}/launchpad`)).statusCode, 403);
  });
});
