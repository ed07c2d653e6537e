import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { PANELS, openDashboard, panel } from '../support/dashboard.ts';

/** Meeting links lead off the portal: answer them with a stand-in page so nothing leaves. */
async function standInMeetings(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!localhost)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Meeting</title><p>Meeting</p>' }),
  );
}

/** Leaves the session so the next journey sees the seeded state (the room stays up: the meeting reports its people). */
async function leave(page: Page): Promise<void> {
  const card = panel(page, PANELS.studySession);
  await card.getByRole('button', { name: 'Leave Session' }).click();
  await expect(card.getByRole('button', { name: 'Join Now' })).toBeVisible();
}

test.describe('Study Session card (mf-connect, through federation)', () => {
  test('joining the running session opens its meeting in a new tab', async ({ page, context }) => {
    await standInMeetings(context);
    await openDashboard(page, ACCOUNTS.learner);
    const card = panel(page, PANELS.studySession);
    await expect(card.getByText('Staff in Session:')).toBeVisible();
    await card.getByRole('button', { name: 'Join Now' }).click();

    const modal = page.getByRole('dialog', { name: 'Cohort Study Session' });
    await expect(modal.getByRole('heading', { name: /^Staff in session: \d+$/ })).toBeVisible();
    await expect(modal.getByRole('heading', { name: /^Classmates in session: \d+$/ })).toBeVisible();
    const joined = page.waitForResponse(
      (r) => /\/api\/v1\/studysession\/[^/]+$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
    );
    const popup = context.waitForEvent('page');
    await modal.getByRole('button', { name: 'Join Now' }).click();
    const answer = (await (await joined).json()) as { message: { zoom_url?: string } };
    const meeting = await popup;
    expect(answer.message.zoom_url).toBeTruthy();
    await expect.poll(() => meeting.url()).toBe(answer.message.zoom_url);
    await meeting.close();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card.getByText("You're in this study session.")).toBeVisible();
    await expect(card.getByRole('link', { name: 'Open Meeting' })).toHaveAttribute('href', answer.message.zoom_url!);
    await leave(page);
  });

  test('starting a session: a topic is required, then the meeting opens in a new tab', async ({ page, context }) => {
    await standInMeetings(context);
    // The seeded cohort always has a session running; the card is shown the idle room (no
    // session, connection data saying so) until the start is sent, which the API answers for real.
    let idle = true;
    await page.route('**/api/v1/studysession/*', (route) =>
      idle && route.request().method() === 'GET'
        ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ message: {} }) })
        : route.fallback(),
    );
    await page.route(/\/api\/v1\/cohort\/\d+\/connection(\?|$)/, async (route) => {
      if (!idle) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { message: { cohort: Record<string, unknown> } };
      body.message.cohort.study_session_in_progress = false;
      return route.fulfill({ response, json: body });
    });
    await openDashboard(page, ACCOUNTS.learner);
    const card = panel(page, PANELS.studySession);
    await expect(card.getByText('Kick off a cohort study session?')).toBeVisible();
    await expect(
      card.getByText(/^You have \d+ classmates? online right now -- start a session and collaborate!$/),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Start Session' }).click();

    const modal = page.getByRole('dialog', { name: 'Cohort Study Session' });
    const start = modal.getByRole('button', { name: 'Start Session' });
    await expect(start).toBeDisabled();
    await modal.getByRole('textbox', { name: /Topic/ }).fill('Recursion practice');
    await expect(start).toBeEnabled();

    const sent = page.waitForRequest(
      (r) => /\/api\/v1\/studysession\/[^/]+$/.test(new URL(r.url()).pathname) && r.method() === 'POST',
    );
    const popup = context.waitForEvent('page');
    idle = false;
    await start.click();
    expect((await sent).postDataJSON()).toMatchObject({ userEmail: ACCOUNTS.learner, topic: 'Recursion practice' });
    const meeting = await popup;
    await expect.poll(() => meeting.url()).toMatch(/^https?:\/\//);
    await meeting.close();
    await expect(card.getByText("You're in this study session.")).toBeVisible();
    await leave(page);
  });
});
