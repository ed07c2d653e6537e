import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectPath } from '../support/shell.ts';
import { PANELS, openDashboard, panel } from '../support/dashboard.ts';

const SUPPORT_REQUESTS = '**/api/v1/supportrequests';

/** Opens Request Support and fills an Assessment request (both required answers). */
async function fillAssessmentRequest(page: Page, challenge: string): Promise<void> {
  await panel(page, PANELS.support).getByRole('button', { name: 'Request Support' }).click();
  await expectPath(page, '/help');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('What do you need help with?')).toBeVisible();
  const submit = drawer.getByRole('button', { name: 'Submit' });
  await drawer.getByRole('button', { name: /^Assessment/ }).click();
  await drawer.getByRole('textbox', { name: 'What are you stuck on?' }).click();
  await page.keyboard.type(challenge);
  // Submit waits for every required answer (§5).
  await expect(submit).toBeDisabled();
  await drawer.getByRole('textbox', { name: 'What have you tried so far?' }).click();
  await page.keyboard.type('Reading the docs & the lesson again');
  await expect(submit).toBeEnabled();
}

/** The right edge of each request type's chevron, and of its card, in the drawer. */
async function chevronEdges(page: Page): Promise<{ chevron: number; card: number }[]> {
  const types = page.getByRole('dialog').getByRole('list').first().getByRole('button');
  await expect(types).toHaveCount(6);
  return types.evaluateAll((buttons) =>
    buttons.map((button) => ({
      chevron: button.querySelector('svg')!.getBoundingClientRect().right,
      card: button.getBoundingClientRect().right,
    })),
  );
}

test.describe('Request Support', () => {
  // The chevrons followed each type's text, so they zig-zagged down the list.
  for (const [device, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`the request types' chevrons line up at the card's edge (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openDashboard(page, ACCOUNTS.learner);
      await panel(page, PANELS.support).getByRole('button', { name: 'Request Support' }).click();
      const edges = await chevronEdges(page);
      const rights = new Set(edges.map((edge) => Math.round(edge.chevron)));
      expect(rights.size, `chevron right edges ${[...rights].join(', ')}`).toBe(1);
      // At the card's edge: only the button's end padding between them.
      for (const edge of edges) expect(edge.card - edge.chevron).toBeLessThanOrEqual(16);
    });
  }

  // DECISIONS.md "Learner screens": the team's roles by their UI names, never the label names.
  test('the support team is named by the role names a learner reads everywhere', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    const support = panel(page, PANELS.support);
    await expect(support.getByRole('listitem').getByRole('link').first()).toBeVisible();
    const labels = ['Instructor', 'Student Services Advisor', 'Placement Advisor', 'Admission Advisor', 'SME'];
    for (const label of labels) await expect(support.getByText(label, { exact: true })).toHaveCount(0);
  });

  test('a request is sent, confirmed and listed under My requests', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    await fillAssessmentRequest(page, 'My e2e tests time out on the first journey');
    const drawer = page.getByRole('dialog');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/supportrequests') && r.request().method() === 'POST',
    );
    await drawer.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).status()).toBe(201);
    await expect(drawer.getByText("We've received your request.")).toBeVisible();
    await expect(
      drawer.getByText('A member of your support team will respond to you on Slack as soon as possible.'),
    ).toBeVisible();
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectPath(page, '/');
    await expect(panel(page, PANELS.support).getByText('Awaiting review').first()).toBeVisible();
  });

  test('a failed request offers Retry, and Retry sends it', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    // The first POST fails as a server error would; the next ones reach the API.
    let failures = 0;
    await page.route(SUPPORT_REQUESTS, async (route) => {
      if (route.request().method() === 'POST' && failures === 0) {
        failures += 1;
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'injected by the test' }),
        });
      }
      return route.fallback();
    });
    await fillAssessmentRequest(page, 'My build fails after the merge');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect(drawer.getByText('Uh-oh, something went wrong.')).toBeVisible();
    await expect(drawer.getByText('Sorry about that! Please retry your submission.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(failures).toBe(1);

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/supportrequests') && r.request().method() === 'POST',
    );
    await drawer.getByRole('button', { name: 'Retry' }).click();
    expect((await sent).status()).toBe(201);
    await expect(drawer.getByText("We've received your request.")).toBeVisible();
  });

  test('Go Back after a failure keeps the answers', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    await page.route(SUPPORT_REQUESTS, (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
    );
    await fillAssessmentRequest(page, 'The network drops');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await drawer.getByRole('button', { name: 'Go Back' }).click();
    await expect(drawer.getByRole('textbox', { name: 'What are you stuck on?' })).toContainText('The network drops');
    await expect(drawer.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('/help opens the drawer, and closing it goes to /', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    await page.goto('/help');
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('What do you need help with?')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
