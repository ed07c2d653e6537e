import { expect, test } from '@playwright/test';
import { ACCOUNTS, type AccountName } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectAdminShell, expectLearnerShell, navEntry } from '../support/shell.ts';

type Landing = 'learner shell' | 'admin shell' | 'onboarding wizard' | 'no-course screen';

const LANDINGS: [AccountName, Landing][] = [
  ['learner', 'learner shell'],
  ['prestart', 'learner shell'],
  ['newbie', 'onboarding wizard'],
  ['coach', 'learner shell'],
  ['facilitator', 'admin shell'],
  ['support', 'admin shell'],
  ['admin', 'admin shell'],
  ['limited', 'admin shell'],
  ['nocourse', 'no-course screen'],
];

test.describe('signing in through the embedded provider', () => {
  for (const [name, landing] of LANDINGS) {
    const email = ACCOUNTS[name];
    test(`${email} lands on the ${landing}`, async ({ page }) => {
      // One account types its e-mail and password; the others use the one-click list.
      await signIn(page, email, { via: name === 'learner' ? 'form' : 'demo' });
      switch (landing) {
        case 'learner shell':
          await expectLearnerShell(page);
          break;
        case 'admin shell':
          await expectAdminShell(page);
          break;
        case 'onboarding wizard':
          // The wizard is the only screen: its first step, and no shell around it.
          await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
          await expect(navEntry(page, 'Home')).toHaveCount(0);
          await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
          break;
        case 'no-course screen':
          await expect(page.getByText(`Hmm, ${email} isn't enrolled in any course yet.`)).toBeVisible();
          await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
          await expect(navEntry(page, 'Home')).toHaveCount(0);
          break;
      }
    });
  }

  test('a wrong password is refused on the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/oidc\//);
    await page.getByLabel('E-mail').fill(ACCOUNTS.learner);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  });
});
