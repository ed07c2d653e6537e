import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { pageHeading } from '../support/shell.ts';

/**
 * Admin settings (admin-console §2.10): the Program Manager creates a cohort, which joins the
 * cohort picker; picking it opens its (one-member) People page. The cohort is new, so no other
 * spec reads it.
 */
test('a Program Manager creates a cohort and picks it', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/acp/admin/settings/');
  await expect(pageHeading(page, 'Manage MyCedar Cohorts')).toBeVisible();
  const main = page.getByRole('main');
  const active = main.getByRole('region', { name: 'Active Cohorts', exact: true });
  await active.getByRole('button', { name: /Software Engineering Backend Development/ }).click();
  await expect(active.getByText('SEBD September 2026')).toBeVisible();
  await expectNoSeriousViolations(page);

  const name = `SEBD E2E ${Date.now()}`;
  const form = main.getByRole('region', { name: 'Create New Cohort' });
  await form
    .getByRole('combobox', { name: /Program/ })
    .selectOption({ label: 'Software Engineering Backend Development' });
  await form.getByRole('textbox', { name: /Cohort name/ }).fill(name);
  await form.getByLabel(/Term 1 start date/).fill('2099-01-05');
  await form.getByRole('button', { name: 'Create Cohort' }).click();
  await expect(page.getByText('Successfully Created Cohort', { exact: true })).toBeVisible();

  await page.goto('/acp/people');
  await page.getByRole('combobox', { name: 'Cohort' }).click();
  await page.getByRole('option', { name }).click();
  await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(main.getByRole('row', { name: /admin@cedar\.test/ })).toBeVisible();
  await page.context().close();
});
