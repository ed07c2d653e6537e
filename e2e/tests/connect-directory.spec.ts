import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectLearnerShell, pageHeading } from '../support/shell.ts';

const COHORT_HEADING = /^Your Cohort \| .+ \(\d+\)$/;
const DIRECTORY = /\/api\/v1\/cohort\/(\d+)\/directory/;

async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, { from: path });
  return page;
}

/** The bearer token a signed-in page sends, read from its next API call. */
async function tokenOf(page: Page): Promise<string> {
  const request = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization);
  await page.reload();
  return (await request).headers().authorization!;
}

test.describe.serial('Cohort directory at /connect', () => {
  let learner: Page;
  let cohortId = 0;

  test.beforeAll(async ({ browser }) => {
    learner = await (await browser.newContext()).newPage();
    const directory = learner.waitForResponse((r) => DIRECTORY.test(r.url()));
    await signIn(learner, ACCOUNTS.learner, { from: '/connect' });
    await expectLearnerShell(learner);
    cohortId = Number(DIRECTORY.exec((await directory).url())![1]);
  });
  test.afterAll(async () => learner.context().close());

  const main = () => learner.getByRole('main');
  const card = (name: string | RegExp) => main().getByRole('article', { name });
  const searchBox = () => main().getByRole('combobox', { name: 'Search your cohort' });

  test('lists the cohort as cards, with no serious accessibility violation', async () => {
    await expect(pageHeading(learner, COHORT_HEADING)).toBeVisible();
    await expect(card('Camille Laurent')).toBeVisible();
    await expect(card('Camille Laurent')).toContainText('Coach');
    const box = await card('Camille Laurent').boundingBox();
    expect(box!.height).toBe(300);
    await expectNoSeriousViolations(learner);
  });

  test('searches and clears; the search is remembered after a reload', async () => {
    await searchBox().fill('Laurent');
    await searchBox().press('Enter');
    await expect(pageHeading(learner, /^Results For: "Laurent" \(\d+\)$/)).toBeVisible();
    await expect(main().getByRole('article').first()).toHaveAccessibleName('Camille Laurent');
    await main().getByRole('button', { name: 'Clear Results' }).click();
    await expect(pageHeading(learner, COHORT_HEADING)).toBeVisible();

    await searchBox().fill('zzzz-nobody');
    await learner.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(main().getByText('No results were found...')).toBeVisible();
    await searchBox().fill('');
    await searchBox().press('Enter');
    await expect(pageHeading(learner, COHORT_HEADING)).toBeVisible();

    await learner.reload();
    await expect(pageHeading(learner, COHORT_HEADING)).toBeVisible();
    const suggestions = main().locator('datalist option');
    await expect(suggestions.first()).toHaveAttribute('value', 'zzzz-nobody');
    await expect(suggestions.nth(1)).toHaveAttribute('value', 'Laurent');
  });

  test('a star set from the keyboard is stored and shown after a reload', async () => {
    const star = card('Camille Laurent').getByRole('button', { name: 'Star Camille Laurent' });
    const before = (await star.getAttribute('aria-pressed')) === 'true';
    const saved = learner.waitForResponse((r) => r.url().endsWith('/api/v1/favorites') && r.status() === 200);
    await star.focus();
    await learner.keyboard.press('Enter');
    await expect(star).toHaveAttribute('aria-pressed', String(!before));
    await saved;
    await learner.reload();
    await expect(star).toHaveAttribute('aria-pressed', String(!before));
    await main().getByRole('switch', { name: 'Starred' }).check();
    await expect(card('Camille Laurent')).toHaveCount(before ? 0 : 1);
    await main().getByRole('switch', { name: 'Starred' }).uncheck();
    // Put the star back as it was, for the journeys after this one.
    const restored = learner.waitForResponse((r) => r.url().endsWith('/api/v1/favorites') && r.status() === 200);
    await star.click();
    await restored;
  });

  test('Online Now shows a member who signs in from a second browser', async ({ browser }) => {
    // A second browser context signs the coach in; their shell's heartbeat marks them online.
    const context = await browser.newContext();
    const coach = await context.newPage();
    const heartbeat = coach.waitForResponse((r) => r.url().endsWith('/api/v1/presence/heartbeat') && r.ok(), {
      timeout: 90_000,
    });
    try {
      await signIn(coach, ACCOUNTS.coach, { from: '/' });
      await heartbeat;
      await learner.reload();
      const onlineNow = main().getByRole('switch', { name: 'Online Now' });
      await onlineNow.check();
      await expect(card('Camille Laurent')).toContainText('Online');
      for (const text of await main().getByRole('article').allTextContents()) expect(text).toContain('Online');
      await onlineNow.uncheck();
    } finally {
      await context.close();
    }
  });

  test('a learner cannot find a hidden member by search or by URL', async ({ browser }) => {
    const coach = await signedInPage(browser, ACCOUNTS.coach, '/');
    let hidden: { email: string; id: number; first_name: string; last_name: string } | undefined;
    try {
      const authorization = await tokenOf(coach);
      const answer = await coach.request.get(`/api/v1/users?cohort_id=${cohortId}&is_visible=false`, {
        headers: { authorization },
      });
      const users = ((await answer.json()) as { message: { users: (typeof hidden & {})[] } }).message.users;
      hidden = users[0];
      expect(hidden, 'the seeded cohort holds a member with Connect visibility off').toBeTruthy();
      const asStaff = await coach.request.get(`/api/v1/users/by/${hidden!.id}`, { headers: { authorization } });
      expect(asStaff.status()).toBe(200);
    } finally {
      await coach.context().close();
    }
    await searchBox().fill(hidden!.last_name);
    await searchBox().press('Enter');
    await expect(pageHeading(learner, /^Results For: /)).toBeVisible();
    await expect(main().getByRole('article').first().or(main().getByText('No results were found...'))).toBeVisible();
    await expect(main().locator(`a[href="/profile/${hidden!.email}"]`)).toHaveCount(0);
    for (const identifier of [hidden!.email, String(hidden!.id)]) {
      await learner.goto(`/profile/${encodeURIComponent(identifier)}`);
      await expect(main().getByText(/Error while fetching user/)).toBeVisible();
    }
  });
});
