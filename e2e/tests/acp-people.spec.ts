import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectPath, pageHeading } from '../support/shell.ts';

/**
 * The People page (admin-console §2.9): the Program Manager adds a learner to SEBD March 2026
 * (a cohort no other spec reads), edits and deactivates them and sees the audit list; a
 * facilitator sees the list of their cohort without Actions or Add Members.
 */
const COHORT = 'SEBD March 2026';
const stamp = Date.now();
const NEW_EMAIL = `e2e.people.${stamp}@school.academy`;

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  // axe needs a page of a context the test made itself.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test.describe.serial('People as the cohort admin', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, ACCOUNTS.admin);
  });
  test.afterAll(() => page.close());

  test('picks the cohort and opens its members, with no serious accessibility violation', async () => {
    await page.getByRole('combobox', { name: 'Cohort' }).click();
    await page.getByRole('option', { name: COHORT }).click();
    await page.goto('/acp/people');
    await expect(pageHeading(page, 'People')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: COHORT })).toBeVisible();
    await expect(main.getByRole('table', { name: 'People' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add Members' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('adds a learner with a real-world address', async () => {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add Members' }).click();
    // The form cannot be closed by clicking beside it: an alert dialog.
    const dialog = page.getByRole('alertdialog', { name: 'Add Member(s)' });
    await expect(dialog.getByText('Each learner needs an LMS ID before adding.', { exact: false })).toBeVisible();
    await dialog.getByRole('textbox', { name: /Email/ }).fill(NEW_EMAIL);
    await expect(dialog.getByText('No existing user found. A new user will be created.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Members' }).click();
    await expect(dialog.getByText('LMS ID is required for learners')).toBeVisible();
    await dialog.getByRole('textbox', { name: /First Name/ }).fill('Erin');
    await dialog.getByRole('textbox', { name: /Last Name/ }).fill('Endtoend');
    await dialog.getByRole('textbox', { name: /LMS ID/ }).fill(`lms-e2e-${stamp}`);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Add Members' }).click();
    await expect(dialog).toBeHidden();
    await main.getByRole('searchbox').fill('endtoend');
    await expect(main.getByRole('row', { name: new RegExp(NEW_EMAIL.replace(/\./g, '\\.')) })).toBeVisible();
  });

  test('edits the learner, then deactivates them after the revoke confirmation', async () => {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Erin Endtoend' }).click();
    const row = main.getByRole('row', { name: 'Edit Erin Endtoend' });
    await row.getByRole('textbox', { name: 'First name, Erin Endtoend' }).fill('Erinn');
    await row.getByRole('switch', { name: 'Active, Erin Endtoend' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Set this member as Inactive?' });
    await expect(
      confirm.getByText('You are about to revoke MyCedar/ACP access to this member for this cohort.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke MyCedar Access' }).click();
    await expect(row.getByRole('switch', { name: 'Visible in Connect, Erin Endtoend' })).not.toBeChecked();
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('alert')).toContainText('Successfully Updated 3 properties');
    const saved = main.getByRole('row', { name: /Erinn Endtoend/ });
    await expect(saved.getByRole('cell', { name: 'No' })).toHaveCount(2);
    await expect(main.getByText(`${ACCOUNTS.admin} updated ${NEW_EMAIL}`)).toBeVisible();
  });
});

test.describe.serial('People as a facilitator', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, ACCOUNTS.facilitator);
  });
  test.afterAll(() => page.close());

  test('lists the cohort without Actions or Add Members, the role filter preselected from the path', async () => {
    await page.goto('/acp/people/5');
    await expectPath(page, '/acp/people/5');
    const main = page.getByRole('main');
    await expect(main.getByRole('table', { name: 'People' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Role' })).toHaveValue('5');
    await expect(main.getByRole('button', { name: 'Add Members' })).toHaveCount(0);
    await expect(main.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(main.getByRole('row', { name: /Camille Laurent/ })).toBeVisible();
  });
});
