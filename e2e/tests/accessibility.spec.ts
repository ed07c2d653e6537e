import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
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
