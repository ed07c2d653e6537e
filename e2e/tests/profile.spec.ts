import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { chooseFromUserMenu, expectLearnerShell, expectPath } from '../support/shell.ts';

test('My Profile opens the learner’s own profile with the seeded data', async ({ page }) => {
  await signIn(page, ACCOUNTS.learner);
  await expectLearnerShell(page);
  await chooseFromUserMenu(page, 'My Profile');
  await expectPath(page, `/profile/${ACCOUNTS.learner}`);

  const main = page.getByRole('main');
  // Seeded in api/src/db/seed/demo.ts: Jordan Rivera, with a full profile.
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Rivera');
  await expect(main.getByRole('heading', { name: 'About Me' })).toBeVisible();
  await expect(
    main.getByRole('button', { name: 'Edit Profile' }).or(main.getByRole('link', { name: 'Edit Profile' })),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Academic Control Panel/);
});

test('another member’s profile offers contact instead of editing', async ({ page }) => {
  await signIn(page, ACCOUNTS.learner);
  await expectLearnerShell(page);
  await page.goto(`/profile/${ACCOUNTS.coach}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Laurent');
  await expect(
    main.getByRole('button', { name: 'Send an Email' }).or(main.getByRole('link', { name: 'Send an Email' })),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
});
