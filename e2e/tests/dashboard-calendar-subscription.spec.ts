import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { PANELS, openDashboard, panel } from '../support/dashboard.ts';

/** The event fields the dashboard reads from GET /v1/cohort/:id/calendars. */
interface DashboardEvent {
  id: number;
  summary: string;
  start_date_time: string;
  end_date_time: string;
}
interface DashboardCalendars {
  message: { calendars: { kind: 'class' | 'event'; calendar_events: DashboardEvent[] }[] };
}

/** One VEVENT's properties by name (unfolded, text unescaped). */
type VEvent = Record<string, string>;

/** The VEVENTs of an iCalendar body (RFC 5545: folded lines joined, TEXT escapes undone). */
function vevents(ics: string): VEvent[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: VEvent[] = [];
  let current: VEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      current[name] = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_, c: string) => (/n/i.test(c) ? '\n' : c));
    }
  }
  return events;
}

/** An instant in the iCalendar UTC form, e.g. 20260914T150000Z. */
const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

async function fetchFeed(request: APIRequestContext, url: string) {
  // A calendar app sends no session: a request context of its own, without the page's sign-in.
  const response = await request.get(url, { headers: { accept: 'text/calendar' } });
  return { status: response.status(), type: response.headers()['content-type'] ?? '', body: await response.text() };
}

test.describe('Subscribe to calendar', () => {
  test('the learner makes a feed link, a calendar app reads it, and revoking it stops it', async ({
    page,
    playwright,
  }) => {
    // The dashboard's own read of the cohort's events, to compare the feed with.
    const calendarsRead = page.waitForResponse(
      (r) => /\/api\/v1\/cohort\/\d+\/calendars/.test(r.url()) && r.request().method() === 'GET' && r.ok(),
    );
    await openDashboard(page, ACCOUNTS.learner);
    const calendars = ((await (await calendarsRead).json()) as DashboardCalendars).message.calendars;
    const dashboardEvents = calendars.flatMap((c) => c.calendar_events.map((e) => ({ ...e, kind: c.kind })));
    expect(dashboardEvents.length).toBeGreaterThan(0);

    await panel(page, PANELS.calendar).getByRole('button', { name: 'Subscribe to calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to calendar' });
    await expect(dialog).toBeVisible();
    // A fresh database has no link yet; a link left from an earlier run is replaced.
    const create = dialog.getByRole('button', { name: /^(Create calendar link|Make a new link)$/ });
    const made = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/calendar/subscription') && r.request().method() === 'POST',
    );
    await create.click();
    expect((await made).status()).toBe(200);

    const link = dialog.getByRole('textbox', { name: 'Your calendar link' });
    await expect(link).toHaveValue(/\/api\/calendar\/[^/]+\.ics$/);
    const url = await link.inputValue();
    await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await expect(
      dialog.getByText('Anyone with this link can see your cohort calendar. Keep it to yourself.'),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    const app = await playwright.request.newContext();
    try {
      const feed = await fetchFeed(app, url);
      expect(feed.status).toBe(200);
      expect(feed.type).toMatch(/^text\/calendar/);
      expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(feed.body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

      const events = vevents(feed.body);
      expect(events.length).toBeGreaterThanOrEqual(dashboardEvents.length);
      // Every time is an instant in UTC (no floating local times), so each calendar app shows
      // it in its own zone.
      for (const event of events) {
        expect(event.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
        expect(event.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
        expect(event.UID).toBeTruthy();
      }
      // Each event the dashboard shows is in the feed at the same instant, with its kind.
      const byUid = new Map(events.map((e) => [e.UID!.split('@')[0], e]));
      for (const shown of dashboardEvents) {
        const event = byUid.get(String(shown.id));
        expect(event, `${shown.summary} (${shown.id}) is in the feed`).toBeDefined();
        expect(event!.SUMMARY).toBe(shown.summary);
        expect(event!.DTSTART).toBe(icsUtc(shown.start_date_time));
        expect(event!.DTEND).toBe(icsUtc(shown.end_date_time));
        expect(event!.CATEGORIES).toBe(shown.kind === 'event' ? 'Event' : 'Class');
      }
      expect(dashboardEvents.some((e) => e.kind === 'event')).toBe(true);

      // Revoked in the dialog: the same link answers 404 (docs/api.md: unknown or revoked).
      const revoked = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/calendar/subscription') && r.request().method() === 'DELETE',
      );
      await dialog.getByRole('button', { name: 'Revoke link' }).click();
      expect((await revoked).status()).toBe(200);
      await expect(dialog.getByText('Your calendar link no longer works.')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Your calendar link' })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Create calendar link' })).toBeVisible();

      const after = await fetchFeed(app, url);
      expect(after.status).toBe(404);
      expect(after.body).not.toContain('BEGIN:VCALENDAR');
    } finally {
      await app.dispose();
    }

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
