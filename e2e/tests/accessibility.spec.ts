import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectNoSeriousViolations, expectNoViolationsOf, LIGHTHOUSE_EXTRA_RULES } from '../support/axe.ts';
import { signIn } from '../support/auth.ts';
import { expectAdminShell, expectLearnerShell, pageHeading } from '../support/shell.ts';

test.describe('accessibility (axe): no serious or critical violation', () => {
  test('landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('learner shell', async ({ page }) => {
    await signIn(page, ACCOUNTS.learner);
    await expectLearnerShell(page);
    await expect(pageHeading(page, /.+/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('admin shell', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expectAdminShell(page);
    await expect(pageHeading(page, /.+/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('profile page', async ({ page }) => {
    await signIn(page, ACCOUNTS.learner);
    await expectLearnerShell(page);
    await page.goto(`/profile/${ACCOUNTS.learner}`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'About Me' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('accessibility (axe) on a phone, as Lighthouse loads the signed-in pages', () => {
  // Lighthouse's mobile emulation (Moto G Power): the shell's drawer and the carousel's dots.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('dashboard, Watch, profile and a video page: no aria-hidden focusable element, targets of 24 px', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.learner);
    const pages = [
      { path: '/', ready: pageHeading(page, /.+/) },
      { path: `/profile/${ACCOUNTS.learner}`, ready: pageHeading(page, /.+/) },
      { path: '/watch', ready: page.getByRole('button', { name: 'Go to slide 1' }).first() },
    ];
    for (const { path, ready } of pages) {
      // A fresh load each time, as Lighthouse does; the idle prefetch of the other remotes included.
      await page.goto(path);
      await expect(ready).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })));
      await test.step(path, () => expectNoViolationsOf(page, LIGHTHOUSE_EXTRA_RULES));
    }
    // A video page, the first of the Watch page (where the loop ended).
    const video = await page.locator('a[href^="/media/"]').first().getAttribute('href');
    await page.goto(video!);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })));
    await test.step('video page', () => expectNoViolationsOf(page, LIGHTHOUSE_EXTRA_RULES));
  });
});
