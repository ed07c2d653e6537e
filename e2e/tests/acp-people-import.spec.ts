import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * The member CSV import (beyond the spec): the cohort admin uploads a file, reads the dry run
 * row by row (an addition and a refused line), applies it and finds it in the audit list.
 */
const COHORT = 'SEBD March 2026';
const stamp = Date.now();
const EMAIL = `e2e.imported.${stamp}@school.academy`;
const CSV = [
  'email,first_name,last_name,user_lms_id,role,active,is_visible',
  `${EMAIL},Imogen,Imported,lms-imported-${stamp},Learner,true,true`,
  `e2e.refused.${stamp}@school.academy,Rex,,,Learner,true,true`,
].join('\n');

test('a CSV import shows its dry run, then applies it and the audit list shows it', async ({ browser }) => {
  // A sign-in, a dry run, an apply and axe: more than one page's budget on a busy machine.
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('combobox', { name: 'Cohort' }).click();
  await page.getByRole('option', { name: COHORT }).click();
  await page.goto('/acp/people');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Import members from CSV' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('1 to add, 0 to update, 0 unchanged, 1 refused')).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Import rows' });
  await expect(rows.getByRole('row', { name: new RegExp(`${EMAIL.replace(/\./g, '\\.')}.*Add`) })).toBeVisible();
  await expect(rows.getByText('Last name is required')).toBeVisible();
  await expectNoSeriousViolations(page);
  // Nothing is written by the dry run.
  await expect(main.getByText(`${ACCOUNTS.admin} added ${EMAIL}`)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
  // One transaction with a new user, its link and its mail: slower than a page on a busy machine.
  await expect(dialog.getByText('Imported: 1 added, 0 updated; 1 refused and left out.')).toBeVisible({
    timeout: 45_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(main.getByText(`${ACCOUNTS.admin} added ${EMAIL}`)).toContainText('CSV import');
  await main.getByRole('searchbox').fill('imported');
  await expect(main.getByRole('row', { name: /Imogen Imported/ })).toBeVisible();
  await page.context().close();
});
