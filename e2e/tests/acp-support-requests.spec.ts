import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/auth.ts';
import { openDashboard, panel, PANELS } from '../support/dashboard.ts';
import { chooseFromUserMenu, expectPath } from '../support/shell.ts';

/**
 * Support request triage in the admin console (admin-console §2.4, §4, §5, §8; DECISIONS): the
 * seeded requests of SEBD September 2026 (cohort 1). The demo learner's assessment request is
 * answered, closed and reopened here; nothing else reads it.
 */
const COHORT = 1;
const LIST = '/acp/listRequests/';
// Messages carry a per-run mark, so a retry on the same portal never meets the first try's copies.
const RUN = Date.now().toString(36);
const REPLY = `Compare the sorting order with the brief (${RUN}).`;
const FIRST = `Admin was first (${RUN}).`;
const SECOND = `Support was second (${RUN}).`;

async function openConsole(browser: Browser, email: string, coach = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  if (coach) await chooseFromUserMenu(page, 'Switch to ACP');
  await page.evaluate((id) => localStorage.setItem('mk_acp_selected-cohort-id', String(id)), COHORT);
  await page.goto(LIST);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Support Requests' })).toBeVisible();
  return page;
}

/** Narrows the list with a search tag and opens the only card. */
async function openBySearch(page: Page, phrase: string): Promise<number> {
  const search = page.getByPlaceholder('Start typing to add filter...');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByLabel('Closed Requests').check();
  await page.getByLabel('awaiting_review').uncheck();
  await search.fill(`"${phrase}"`);
  await search.press('Enter');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  await expect(page).toHaveURL(/\/acp\/listRequests\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function act(page: Page, action: string | null, message: string | null, button: string) {
  const dialog = page.getByRole('dialog');
  if (action) {
    await dialog.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: action }).click();
  }
  if (message) {
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type(message);
  }
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

test.describe.serial('support request triage', () => {
  let admin: Page;
  let support: Page | undefined;
  let requestId = 0;
  test.beforeAll(async ({ browser }) => {
    admin = await openConsole(browser, ACCOUNTS.admin);
  });
  test.afterAll(async () => {
    await admin?.close();
    await support?.close();
  });

  test('an admin triages a request from card to response to close to reopen', async () => {
    await expectNoSeriousViolations(admin);
    requestId = await openBySearch(admin, 'assessment submission');
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByText('What are you stuck on?')).toBeVisible();
    await expectNoSeriousViolations(admin);
    await act(admin, null, REPLY, 'Send');
    await expect(admin.getByText('Your response has been sent to learner', { exact: true })).toBeVisible();
    const history = dialog.getByRole('list').last();
    await expect(history.getByText(REPLY)).toBeVisible();
    await expect(history.getByText(/ E[SD]T$/).first()).toBeVisible();
    await act(admin, 'Close Request', null, 'Close');
    await expect(admin.getByText('The request has been closed', { exact: true })).toBeVisible();
    await act(admin, 'Reopen Request', null, 'Reopen');
    await expect(admin.getByText('The request has been reopened', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close details' }).click();
    await expectPath(admin, LIST);
  });

  test('a direct link opens the request', async () => {
    await admin.goto(`${LIST}${requestId}`);
    await expect(admin.getByRole('dialog').getByText(REPLY)).toBeVisible();
  });

  test('two staff on one request see each other; the second to act is told, and nothing is lost', async ({
    browser,
  }) => {
    // Two sign-ins and two actions: within the journeys' 90 s, above the default 60 s on a busy machine.
    test.setTimeout(90_000);
    support = await openConsole(browser, ACCOUNTS.support);
    await support.goto(`${LIST}${requestId}`);
    await expect(support.getByRole('dialog').getByText('What are you stuck on?')).toBeVisible();
    // Each sees the other on the request: at once for the newcomer, at the next heartbeat (10 s) for the admin.
    await expect(support.getByRole('dialog').getByText(/ is viewing$/)).toBeVisible();
    await expect(admin.getByRole('dialog').getByText(/ is viewing$/)).toBeVisible({ timeout: 15_000 });
    await act(admin, 'Internal Comment', FIRST, 'Save');
    await expect(admin.getByText('Your changes have been saved', { exact: true })).toBeVisible();
    await act(support, 'Internal Comment', SECOND, 'Save');
    await expect(support.getByRole('dialog').getByText(/Someone else has acted on this request/)).toBeVisible();
    await expect(support.getByRole('dialog').getByText(FIRST)).toBeVisible();
    // Support sees personal requests.
    await support.goto(LIST);
    await expect(support.getByLabel(/^Personal \(\d+\)$/)).toBeVisible();
  });

  test('a coach never sees personal requests, not even by their link', async ({ browser }) => {
    const personalId = await openBySearch(support!, 'family matter');
    const coach = await openConsole(browser, ACCOUNTS.coach, true);
    await expect(coach.getByLabel(/^Personal/)).toHaveCount(0);
    await coach.goto(`${LIST}${personalId}`);
    await expect(coach.getByText('This request does not exist or is not visible to you.')).toBeVisible();
    await coach.close();
  });

  test('the learner reads the reply under My requests', async ({ browser }) => {
    const learner = await (await browser.newContext()).newPage();
    await openDashboard(learner, ACCOUNTS.learner);
    await expect(panel(learner, PANELS.support).getByText(REPLY)).toBeVisible();
    await expect(panel(learner, PANELS.support).getByText(FIRST)).toHaveCount(0);
    await learner.close();
  });
});
