import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectDashboardLoaded } from '../support/dashboard.ts';
import { expectPlayerReady } from '../support/media.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { signIn } from '../support/auth.ts';
import { chooseFromUserMenu, expectPath, navEntry, pageHeading } from '../support/shell.ts';

/**
 * A new learner's first walk through the portal leaves the browser console clean: no error
 * logged, no request failing, no file or call answering 400 or more (a broken demo logo or a
 * missing favicon shows there on every page). Broken images are shown by stories and component
 * tests, not by the demo data.
 */
test('a learner walks the landing page, sign-in, Home, Watch, a video, Connect and their profile with a clean console', async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  const main = page.getByRole('main');
  // Lets late answers (images, polls started by the page) arrive before moving on.
  const settle = () => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);

  await signIn(page, ACCOUNTS.learner);
  await expectDashboardLoaded(page);
  // The tool logos are decorative (alt=""): wait until each has loaded or failed.
  const logos = main.getByRole('region', { name: 'Online Tools' }).locator('img');
  await expect(logos.first()).toBeVisible();
  await expect
    .poll(() => logos.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)))
    .toBe(true);
  await settle();

  await navEntry(page, 'Watch').click();
  await expect(pageHeading(page, 'Watch')).toBeVisible();
  const card = main.getByRole('region', { name: 'Recently Added' }).getByRole('link').first();
  await expect(card).toBeVisible();
  await settle();

  await card.click();
  await expectPath(page, /^\/media\/[\w-]+$/);
  await expectPlayerReady(page);
  await settle();

  await navEntry(page, 'Connect').click();
  await expectPath(page, '/connect');
  // The cohort directory is not built yet: its page is a title over a skeleton.
  await expect(pageHeading(page, 'Connect')).toBeVisible();
  await settle();

  await chooseFromUserMenu(page, 'My Profile');
  await expectPath(page, `/profile/${ACCOUNTS.learner}`);
  await expect(main.getByRole('heading', { name: 'About Me' })).toBeVisible();
  await settle();

  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});
