import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoViolations } from '../support/axe.ts';
import { setPasswordLinkFor } from '../support/mail.ts';

/**
 * A member added by the console can sign in (DECISIONS.md, member invitation): the admin adds
 * a learner, the embedded outbox holds the one-time set-password link, the learner sets a
 * password on the provider's page and signs in with it; the link then no longer works.
 */
const COHORT = 'SEBD March 2026';
const stamp = Date.now();
const EMAIL = `e2e.invited.${stamp}@school.academy`;
const PASSWORD = `invited-${stamp}`;

test('an added learner sets a password through the mailed link and signs in', async ({ browser }) => {
  // Two sign-ins and an addition: longer than one page's budget on a busy machine.
  test.setTimeout(90_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.getByRole('combobox', { name: 'Cohort' }).click();
  await admin.getByRole('option', { name: COHORT }).click();
  await admin.goto('/acp/people');
  const main = admin.getByRole('main');
  await main.getByRole('button', { name: 'Add Members' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Add Member(s)' });
  await dialog.getByRole('textbox', { name: /Email/ }).fill(EMAIL);
  await dialog.getByRole('textbox', { name: /First Name/ }).fill('Ivy');
  await dialog.getByRole('textbox', { name: /Last Name/ }).fill('Invited');
  await dialog.getByRole('textbox', { name: /LMS ID/ }).fill(`lms-invited-${stamp}`);
  await dialog.getByRole('button', { name: 'Add Members' }).click();
  await expect(dialog).toBeHidden();
  await admin.close();

  const link = await setPasswordLinkFor(EMAIL);
  const learner = await (await browser.newContext()).newPage();
  await learner.goto(link);
  await expect(learner.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(learner.getByText(EMAIL)).toBeVisible();
  await expectNoViolations(learner);
  await learner.getByLabel('New password').fill('short');
  await learner.getByLabel('Repeat the password').fill('short');
  await learner.getByRole('button', { name: 'Set password' }).click();
  await expect(learner.getByRole('alert')).toHaveText('The password needs at least 10 characters.');
  await expectNoViolations(learner);
  await learner.getByLabel('New password').fill(PASSWORD);
  await learner.getByLabel('Repeat the password').fill(PASSWORD);
  await learner.getByRole('button', { name: 'Set password' }).click();
  await expect(learner.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await expectNoViolations(learner);
  await learner.getByRole('link', { name: 'Go to sign in' }).click();

  await signIn(learner, EMAIL, { via: 'form', password: PASSWORD });
  await expect(learner.getByRole('button', { name: 'Log In' })).toHaveCount(0);

  // One time only.
  await learner.goto(link);
  await expect(learner.getByText('This link has expired or has already been used.', { exact: false })).toBeVisible();
  await expectNoViolations(learner);
  await learner.context().close();
});
