import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import {
  chooseFromUserMenu,
  expectAdminShell,
  expectLearnerShell,
  expectPath,
  openUserMenu,
} from '../support/shell.ts';

test('a coach switches to the ACP and back', async ({ page }) => {
  await signIn(page, ACCOUNTS.coach);
  await expectLearnerShell(page);

  await chooseFromUserMenu(page, 'Switch to ACP');
  await expectAdminShell(page);
  await expectPath(page, '/');

  // In the admin area the coach's support-request permission opens the request list.
  await page.goto('/acp');
  await expectPath(page, '/acp/listRequests/');
  await expectAdminShell(page);

  await openUserMenu(page);
  const back = page.getByRole('menuitem', { name: /switch to/i });
  await expect(back).toBeVisible();
  await back.click();
  await expectLearnerShell(page);
  await page.reload();
  await expectLearnerShell(page);
});

test('only coaches are offered Switch to ACP', async ({ page }) => {
  await signIn(page, ACCOUNTS.learner);
  await expectLearnerShell(page);
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Switch to ACP' })).toHaveCount(0);
});
