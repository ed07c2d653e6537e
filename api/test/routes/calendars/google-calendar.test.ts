import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CohortCalendarsEnvelope } from '@cedar/shared/contract';
import { EMBEDDED_ADAPTERS } from '../../../src/adapters/config.ts';
import {
  CALENDAR_A,
  DASHBOARD_NOW,
  EVENTS_CALENDAR,
  insertDashboardFixtures,
} from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { type ProtocolServer, startGoogleCalendar } from '../../helpers/protocol-servers.ts';

describe("a cohort's calendars with Google Calendar configured", () => {
  let portal: TestPortal;
  let google: ProtocolServer;
  before(async () => {
    google = await startGoogleCalendar({
      token: 'sa-token',
      pageSize: 1,
      calendars: {
        [CALENDAR_A]: [
          {
            id: 'g-class-1',
            summary: 'Week 1 lecture',
            start: { dateTime: '2026-09-15T14:00:00Z' },
            end: { dateTime: '2026-09-15T16:00:00Z' },
            hangoutLink: 'https://meet.google.com/aaa-bbbb-ccc',
          },
          {
            id: 'g-class-2',
            summary: 'Week 1 lab',
            start: { dateTime: '2026-09-17T14:00:00Z' },
            end: { dateTime: '2026-09-17T16:00:00Z' },
          },
          {
            id: 'g-far',
            summary: 'Far away',
            start: { dateTime: '2026-12-17T14:00:00Z' },
            end: { dateTime: '2026-12-17T16:00:00Z' },
          },
        ],
        [EVENTS_CALENDAR]: [],
      },
    });
    portal = await startTestPortal({
      now: () => DASHBOARD_NOW,
      outbox: {
        retryEveryMs: 0,
        config: {
          ...EMBEDDED_ADAPTERS,
          calendars: { kind: 'google', apiUrl: google.url, apiKey: null, token: 'sa-token' },
        },
      },
    });
    await insertDashboardFixtures(portal.db);
  });
  after(async () => {
    await portal.close();
    await google.close();
  });

  it('shows the events Google lists for the window, not the stored ones', async () => {
    const response = await portal.request({
      as: 'learner',
      method: 'GET',
      url: `/api/v1/cohort/${COHORT_A}/calendars`,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { calendars, window } = (response.json() as CohortCalendarsEnvelope).message;
    const classes = calendars.find((c) => c.google_calendar_id === CALENDAR_A)!;
    assert.deepEqual(
      classes.calendar_events.map((e) => [e.id, e.summary, e.meeting_url]),
      [
        ['g-class-1', 'Week 1 lecture', 'https://meet.google.com/aaa-bbbb-ccc'],
        ['g-class-2', 'Week 1 lab', null],
      ],
    );
    const call = google.calls.find((c) => c.url.pathname.includes(encodeURIComponent(CALENDAR_A)))!;
    assert.equal(call.url.searchParams.get('timeMin'), window.start);
    assert.equal(call.authorization, 'Bearer sa-token');
  });
});
