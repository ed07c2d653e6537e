import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { calendarEventsAdapterFor, googleCalendars } from '../../src/adapters/calendars/index.ts';
import { loadAdaptersConfig } from '../../src/adapters/config.ts';
import { type GoogleEventJson, type ProtocolServer, startGoogleCalendar } from '../helpers/protocol-servers.ts';

const CLASSES = 'classes@group.calendar.google.com';
const EVENTS = 'events@group.calendar.google.com';
const at = (iso: string) => ({ dateTime: iso });
const event = (id: string, start: string, end: string, extra: Partial<GoogleEventJson> = {}): GoogleEventJson => ({
  id,
  summary: `Event ${id}`,
  start: at(start),
  end: at(end),
  ...extra,
});

describe('calendar adapter: Google Calendar API v3 events.list', () => {
  let google: ProtocolServer;
  before(async () => {
    google = await startGoogleCalendar({
      apiKey: 'api-key',
      token: 'sa-token',
      pageSize: 2,
      calendars: {
        [CLASSES]: [
          event('c1', '2026-11-23T15:00:00Z', '2026-11-23T17:00:00Z', {
            hangoutLink: 'https://meet.google.com/abc-defg-hij',
            description: 'Week 10',
          }),
          event('c2', '2026-11-25T15:00:00Z', '2026-11-25T17:00:00Z', { location: 'https://zoom.example.com/j/1' }),
          event('c3', '2026-11-27T15:00:00Z', '2026-11-27T17:00:00Z', { status: 'cancelled' }),
          event('c4', '2026-11-30T15:00:00Z', '2026-11-30T17:00:00Z', { location: 'Room 4' }),
          // Began before the window: Google lists it (it overlaps), the dashboard does not.
          event('c0', '2026-11-19T23:00:00Z', '2026-11-20T01:00:00Z'),
          event('late', '2026-12-20T15:00:00Z', '2026-12-20T16:00:00Z'),
        ],
        [EVENTS]: [{ id: 'e1', summary: 'Demo day', start: { date: '2026-11-26' }, end: { date: '2026-11-27' } }],
      },
    });
  });
  after(() => google.close());

  const start = new Date('2026-11-20T00:00:00Z');
  const end = new Date('2026-12-04T00:00:00Z');

  it('lists the events of every calendar in the window across pages, by start', async () => {
    const adapter = googleCalendars({ apiUrl: google.url, apiKey: 'api-key', token: null });
    const events = await adapter.eventsBetween([CLASSES, EVENTS, CLASSES], start, end);
    assert.deepEqual(
      events.map((e) => e.id),
      ['c1', 'c2', 'e1', 'c4'],
    );
    const [c1, c2, e1, c4] = events;
    assert.equal(c1!.meeting_url, 'https://meet.google.com/abc-defg-hij');
    assert.equal(c1!.description, 'Week 10');
    assert.equal(c1!.google_calendar_id, CLASSES);
    assert.equal(c2!.meeting_url, 'https://zoom.example.com/j/1');
    assert.equal(c4!.meeting_url, null);
    assert.equal(e1!.start_date_time.toISOString(), '2026-11-26T00:00:00.000Z');
    const classCalls = google.calls.filter((c) => c.url.pathname.includes('classes'));
    // Five events overlap the window, two a page: three pages, chained by nextPageToken.
    assert.deepEqual(
      classCalls.map((c) => c.url.searchParams.get('pageToken')),
      [null, '2', '4'],
    );
    const q = classCalls[0]!.url.searchParams;
    assert.equal(q.get('singleEvents'), 'true');
    assert.equal(q.get('orderBy'), 'startTime');
    assert.equal(q.get('timeMin'), start.toISOString());
    assert.equal(q.get('timeMax'), end.toISOString());
    assert.equal(q.get('key'), 'api-key');
  });

  it("uses a service account's bearer token instead of a key", async () => {
    google.calls.length = 0;
    const adapter = googleCalendars({ apiUrl: google.url, apiKey: null, token: 'sa-token' });
    assert.equal((await adapter.eventsBetween([EVENTS], start, end)).length, 1);
    assert.equal(google.calls[0]!.authorization, 'Bearer sa-token');
    assert.equal(google.calls[0]!.url.searchParams.get('key'), null);
  });

  it("fails with Google's message", async () => {
    const bad = googleCalendars({ apiUrl: google.url, apiKey: 'wrong', token: null });
    await assert.rejects(
      bad.eventsBetween([CLASSES], start, end),
      /Google Calendar: 403 The request is missing a valid API key/,
    );
    const good = googleCalendars({ apiUrl: google.url, apiKey: 'api-key', token: null });
    await assert.rejects(good.eventsBetween(['nobody'], start, end), /404 Not Found/);
  });

  it('is chosen by GOOGLE_CALENDAR_API_KEY or GOOGLE_CALENDAR_TOKEN; the database otherwise', () => {
    const repository = { eventsBetween: async () => [] };
    assert.equal(calendarEventsAdapterFor(loadAdaptersConfig({}).calendars, repository).kind, 'database');
    const config = loadAdaptersConfig({ GOOGLE_CALENDAR_API_KEY: 'k' });
    assert.deepEqual(config.calendars, {
      kind: 'google',
      apiUrl: 'https://www.googleapis.com',
      apiKey: 'k',
      token: null,
    });
    assert.equal(calendarEventsAdapterFor(config.calendars, repository).kind, 'google');
    assert.equal(
      loadAdaptersConfig({ GOOGLE_CALENDAR_TOKEN: 't', GOOGLE_CALENDAR_API_URL: google.url }).calendars.kind,
      'google',
    );
  });
});
