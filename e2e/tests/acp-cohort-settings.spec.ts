import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { panel, PANELS } from '../support/dashboard.ts';
import { pageHeading } from '../support/shell.ts';

/**
 * Cohort settings (admin-console §2.5): the Program Manager turns an Online Tool on for SEBD
 * September 2026 and the learner's dashboard shows it at once; the tool is turned off again at
 * the end, so the other specs see the seeded tools. The admin also adds a calendar (Front End
 * January 2027's classes, whose orientation sessions are days away) and a support-team member
 * from SEBD March 2026, sees both on the learner's dashboard, and deletes them again. A limited
 * admin sees the settings without Edit.
 */
const COHORT = 'SEBD September 2026';
const TOOL = 'Whimsical';
const CALENDAR = 'Front End Orientation';
const CALENDAR_URL = 'https://calendar.google.com/calendar/embed?src=cohort-4-classes%40cedar.academy';
const ORIENTATION = /^(Orientation: meet your cohort|Setting up your tools|HTML and CSS warm-up)$/;
const STAFF = { search: 'aarav.phillips', name: 'Aarav Phillips', email: 'aarav.phillips@cedar.test' };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  // axe needs a page of a context the test made itself.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/**
 * The Upcoming tab with every day open. The orientation sessions fall on the academy's (New York)
 * next days: from midnight there to midnight in Chicago the first of them is two of the learner's
 * days away, not in the day group that opens by itself.
 */
async function openUpcomingDays(page: Page): Promise<void> {
  const calendar = panel(page, PANELS.calendar);
  await calendar.getByRole('tab', { name: 'Upcoming' }).click();
  await calendar.getByRole('button', { name: 'Expand All' }).click();
  await expect(calendar.getByRole('button', { name: 'Collapse All' })).toBeVisible();
}

async function setTool(page: Page, on: boolean): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit Settings' }).click();
  const box = main.getByRole('checkbox', { name: TOOL });
  if ((await box.isChecked()) !== on) await box.click();
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings updated Successfully!', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('checkbox', { name: TOOL })).toBeChecked({ checked: on });
}

test.describe.serial('Cohort settings and the learner dashboard', () => {
  let admin: Page;
  let learner: Page;
  test.beforeAll(async ({ browser }) => {
    admin = await signedInPage(browser, ACCOUNTS.admin);
    learner = await signedInPage(browser, ACCOUNTS.learner);
  });
  test.afterAll(async () => {
    await admin.close();
    await learner.close();
  });

  test('the admin opens the settings of the cohort, with no serious accessibility violation', async () => {
    await admin.getByRole('combobox', { name: 'Cohort' }).click();
    await admin.getByRole('option', { name: COHORT }).click();
    await admin.goto('/acp/settings/');
    await expect(pageHeading(admin, 'Cohort Settings')).toBeVisible();
    await expect(admin.getByRole('main').getByRole('heading', { level: 2, name: COHORT })).toBeVisible();
    await expect(admin.getByRole('main').getByRole('checkbox', { name: TOOL })).not.toBeChecked();
    await expectNoSeriousViolations(admin);
  });

  test('a tool turned on shows on the learner’s dashboard, and goes when turned off', async () => {
    await setTool(admin, true);
    await learner.goto('/');
    const tile = learner.getByRole('link', { name: `${TOOL} (opens in a new window)` });
    await expect(tile).toBeVisible();
    await setTool(admin, false);
    await learner.reload();
    await expect(learner.getByRole('link', { name: 'Calendar (opens in a new window)' })).toBeVisible();
    await expect(tile).toHaveCount(0);
  });

  test('the Inscribe id takes numbers only', async () => {
    const main = admin.getByRole('main');
    await main.getByRole('button', { name: 'Edit Settings' }).click();
    await main.getByRole('textbox', { name: 'Inscribe community id' }).fill('12a');
    await expect(main.getByText('*Numbers Only')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await main.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the admin adds a calendar and a support-team member, with no serious accessibility violation', async () => {
    const main = admin.getByRole('main');
    await main.getByRole('button', { name: 'Edit Settings' }).click();
    await main.getByRole('button', { name: 'Add Calendar' }).click();
    await main
      .getByRole('textbox', { name: /^Calendar name \d+$/ })
      .last()
      .fill(CALENDAR);
    const url = main.getByRole('textbox', { name: /^Calendar URL \d+$/ }).last();
    await url.fill('https://calendar.google.com/calendar/embed');
    await expect(main.getByText(/must contain the google calendar src or cid in url/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await url.fill(CALENDAR_URL);

    await main.getByRole('searchbox', { name: 'Search staff' }).fill(STAFF.search);
    await main.getByRole('button', { name: `Add ${STAFF.name} (${STAFF.email})` }).click();
    await expect(main.getByText('Please select all roles')).toBeVisible();
    await main.getByRole('combobox', { name: `Role (${STAFF.name})` }).selectOption('Learner Success Advisor');
    await expect(main.getByText('Please select all roles')).toHaveCount(0);
    // The journey before saved too: its toast leaves 8 s later, and axe would read it mid-fade.
    await expect(admin.getByText('Settings updated Successfully!', { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(admin);

    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Settings updated Successfully!', { exact: true }).first()).toBeVisible();
    await expect(main.getByText(CALENDAR, { exact: true })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: STAFF.email })).toContainText('Learner Success Advisor');
  });

  test('the learner’s dashboard shows them, and no longer once they are deleted', async () => {
    await learner.goto('/');
    const support = panel(learner, PANELS.support);
    await expect(support.getByText(/Aarav/).first()).toBeVisible();
    await openUpcomingDays(learner);
    await expect(panel(learner, PANELS.calendar).getByText(ORIENTATION).first()).toBeVisible();

    const main = admin.getByRole('main');
    await main.getByRole('button', { name: 'Edit Settings' }).click();
    await main.getByRole('button', { name: `Delete ${CALENDAR}` }).click();
    await expect(admin.getByText('Calendar has been deleted!').first()).toBeVisible();
    await main.getByRole('button', { name: `Delete ${STAFF.name}` }).click();
    await expect(admin.getByText('The staff member was deleted successfully').first()).toBeVisible();
    await main.getByRole('button', { name: 'Cancel' }).click();

    await learner.reload();
    await expect(panel(learner, PANELS.support).getByText(/Aarav/)).toHaveCount(0);
    await openUpcomingDays(learner);
    await expect(panel(learner, PANELS.calendar).getByText(ORIENTATION)).toHaveCount(0);
  });
});

test('a limited admin sees the settings without Edit', async ({ page }) => {
  await signIn(page, ACCOUNTS.limited);
  await page.goto('/acp/settings/');
  await expect(pageHeading(page, 'Cohort Settings')).toBeVisible();
  await expect(page.getByRole('main').getByRole('checkbox').first()).toBeDisabled();
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit Settings' })).toHaveCount(0);
});
