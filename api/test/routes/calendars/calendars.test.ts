import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CalendarsEnvelope, CohortCalendarsEnvelope } from '@cedar/shared/contract';
import {
  CALENDAR_A,
  DASHBOARD_NOW,
  EVENTS_CALENDAR,
  insertDashboardFixtures,
} from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('calendars and events', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const get = (as: PersonKey, url: string) => portal.request({ as, method: 'GET', url });

  it("lists a cohort's active calendars", async () => {
    const response = await get('learner', `/api/calendars/?cohort_id=${COHORT_A}`);
    assert.equal(response.statusCode, 200, response.body);
    const { calendars } = (response.json() as CalendarsEnvelope).message;
    assert.deepEqual(
      calendars.map((c) => c.google_calendar_id),
      [CALENDAR_A, EVENTS_CALENDAR],
    );
    assert.equal((await get('otherLearner', `/api/calendars/?cohort_id=${COHORT_A}`)).statusCode, 403);
  });

  it('gives the events from 7 days before to 7 days after today, with their kind', async () => {
    const response = await get('learner', `/api/v1/cohort/${COHORT_A}/calendars`);
    assert.equal(response.statusCode, 200, response.body);
    const { calendars, window } = (response.json() as CohortCalendarsEnvelope).message;
    // The fixture's learner lives in Chicago: today is 16 September there.
    assert.equal(window.time_zone, 'America/Chicago');
    assert.equal(window.start, '2026-09-09T05:00:00.000Z');
    assert.equal(window.end, '2026-09-24T05:00:00.000Z');
    const classes = calendars.find((c) => c.google_calendar_id === CALENDAR_A)!;
    assert.equal(classes.kind, 'class');
    assert.deepEqual(
      classes.calendar_events.map((e) => e.id),
      ['a-ended', 'a-live', 'a-later'],
    );
    assert.ok(classes.calendar_events.every((e) => e.kind === 'class' && e.calendar_url === classes.calendar_url));
    const speakers = calendars.find((c) => c.google_calendar_id === EVENTS_CALENDAR)!;
    assert.deepEqual(
      speakers.calendar_events.map((e) => [e.id, e.kind]),
      [['speaker', 'event']],
    );
    assert.ok(
      !calendars.some((c) => c.calendar_events.some((e) => e.id === 'old-calendar')),
      'inactive calendars are left out',
    );
  });

  it('takes today in the time zone asked for, and refuses unknown zones', async () => {
    const response = await get('otherLearner', `/api/v1/cohort/${COHORT_B}/calendars?time_zone=Pacific%2FKiritimati`);
    assert.equal(response.statusCode, 200, response.body);
    const { window, calendars } = (response.json() as CohortCalendarsEnvelope).message;
    // 15:00 UTC is 05:00 the next day at UTC+14.
    assert.equal(window.start, '2026-09-09T10:00:00.000Z');
    assert.deepEqual(
      calendars.flatMap((c) => c.calendar_events.map((e) => e.id)),
      ['b-class'],
    );
    const unknown = await get('otherLearner', `/api/v1/cohort/${COHORT_B}/calendars?time_zone=Mars%2FOlympus`);
    assert.equal(unknown.statusCode, 400);
  });

  it("refuses another cohort's calendars", async () => {
    assert.equal((await get('otherLearner', `/api/v1/cohort/${COHORT_A}/calendars`)).statusCode, 403);
    assert.equal((await get('learner', `/api/v1/cohort/${COHORT_B}/calendars`)).statusCode, 403);
  });
});
