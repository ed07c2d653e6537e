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
const PHONE = { width: 390, height: 844 };

for (const layout of ['desktop', 'phone'] as const) {
  test.describe(`on a ${layout}`, () => {
    if (layout === 'phone') test.use({ viewport: PHONE });

    test('a learner walks the landing page, sign-in, Home, Watch, a video, Connect and their profile, and signs out, with a clean console', async ({
      page,
    }) => {
      const problems = watchPageProblems(page);
      const main = page.getByRole('main');
      // Lets late answers (images, polls started by the page) arrive before moving on.
      const settle = () => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      // A tab of the header on a desktop, an entry of the navigation drawer on a phone.
      const open = async (entry: string) => {
        if (layout === 'phone') {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const drawer = page.getByRole('dialog', { name: 'Main navigation' });
          await drawer
            .getByRole('link', { name: entry })
            .or(drawer.getByRole('button', { name: entry }))
            .click();
        } else if (entry === 'My Profile' || entry === 'Sign Out') {
          await chooseFromUserMenu(page, entry);
        } else {
          await navEntry(page, entry).click();
        }
      };

      await signIn(page, ACCOUNTS.learner);
      await expectDashboardLoaded(page);
      // The tool logos are decorative (alt=""): wait until each has loaded or failed.
      const logos = main.getByRole('region', { name: 'Online Tools' }).locator('img');
      await expect(logos.first()).toBeVisible();
      await expect
        .poll(() => logos.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)))
        .toBe(true);
      await settle();

      await open('Watch');
      await expect(pageHeading(page, 'Watch')).toBeVisible();
      const card = main.getByRole('region', { name: 'Recently Added' }).getByRole('link').first();
      await expect(card).toBeVisible();
      await settle();

      await card.click();
      await expectPath(page, /^\/media\/[\w-]+$/);
      await expectPlayerReady(page);
      await settle();

      await open('Connect');
      await expectPath(page, '/connect');
      await expect(pageHeading(page, /^Your Cohort \| .+ \(\d+\)$/)).toBeVisible();
      await expect(main.getByRole('article').first()).toBeVisible();
      await settle();

      await open('My Profile');
      await expectPath(page, `/profile/${ACCOUNTS.learner}`);
      await expect(main.getByRole('heading', { name: 'About Me' })).toBeVisible();
      await settle();

      // Signing out ends the page's polls and presence without a refused call.
      await open('Sign Out');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      await settle();

      expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
    });
  });
}
