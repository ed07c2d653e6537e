import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { PANELS, expectDashboardLoaded, openDashboard, panel, learnerDay } from '../support/dashboard.ts';

interface SeenEvent {
  summary: string;
  start_date_time: string;
  end_date_time: string;
}

/** Every object with a summary and start/end times anywhere in an API answer. */
function eventsIn(value: unknown, found: SeenEvent[] = []): SeenEvent[] {
  if (Array.isArray(value)) for (const item of value) eventsIn(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.summary === 'string' && typeof record.start_date_time === 'string')
      found.push(record as unknown as SeenEvent);
    else for (const item of Object.values(record)) eventsIn(item, found);
  }
  return found;
}

/**
 * §4 Event state, recomputed every 5 s: an event is in the future, then joinable early from
 * 10 minutes before its start, live until its end, then passed. Playwright's clock moves the
 * page's time; the seeded office hours (today, a few minutes after the portal started) are
 * the event watched.
 */
test('Classes & Events: an event changes state as the clock passes its start and end', async ({ page }) => {
  const calendars = page.waitForResponse((r) => /\/api\/v1\/cohort\/\d+\/calendars/.test(r.url()) && r.ok());
  await openDashboard(page, ACCOUNTS.learner);
  const officeHours = eventsIn(await (await calendars).json())
    .filter((event) => event.summary === 'Office Hours')
    .sort(
      (a, b) =>
        Math.abs(Date.parse(a.start_date_time) - Date.now()) - Math.abs(Date.parse(b.start_date_time) - Date.now()),
    )[0];
  expect(officeHours, 'the seed has office hours today').toBeTruthy();
  const start = Date.parse(officeHours!.start_date_time);
  const end = Date.parse(officeHours!.end_date_time);
  // The journey runs the clock from a quarter of an hour before the start to just after the end:
  // when the learner's midnight falls in between, the row leaves Today for Recent on the way.
  test.skip(
    learnerDay(start - 15 * 60_000) !== learnerDay(end + 60_000),
    "the office hours and the quarter of an hour before them straddle the learner's midnight",
  );

  // A quarter of an hour before the start: the page loads again with the clock there.
  await page.clock.install({ time: new Date(start - 15 * 60_000) });
  await page.reload();
  await expectDashboardLoaded(page);
  // On a Friday evening in the learner's American zone the weekly office hours (earlier that
  // day) are today's too: the list runs by start time, so the seeded ones are the last.
  const row = panel(page, PANELS.calendar).locator('li[data-state]').filter({ hasText: 'Office Hours' }).last();
  await expect(row).toHaveAttribute('data-state', 'is_future');
  await expect(row.getByText(/^Starts in \d+ minutes$/)).toBeVisible();
  await expect(row.getByRole('link')).toHaveCount(0);

  // 9 minutes before: Join Early.
  await page.clock.fastForward('06:00');
  await expect(row).toHaveAttribute('data-state', 'is_join_early');
  await expect(row.getByRole('link', { name: 'Join Early' })).toBeVisible();

  // Just after the start: Happening Now with Join Now.
  await page.clock.fastForward('09:30');
  await expect(row).toHaveAttribute('data-state', 'is_live');
  await expect(row.getByText('Happening Now')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Join Now' })).toBeVisible();

  // After the end: Session has ended, no join button (office hours have no recording).
  const toEnd = Math.ceil((end - (start + 30_000)) / 1000) + 10;
  await page.clock.fastForward(toEnd * 1000);
  await expect(row).toHaveAttribute('data-state', 'is_passed');
  await expect(row.getByText('Session has ended')).toBeVisible();
  await expect(row.getByRole('link', { name: /Join/ })).toHaveCount(0);
});
