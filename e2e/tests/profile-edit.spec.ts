import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/auth.ts';
import {
  chooseFromUserMenu,
  expectAdminShell,
  expectLearnerShell,
  expectPath,
  navEntry,
  pageHeading,
} from '../support/shell.ts';

/*
 * The profile edit pages (profiles-shell-and-access §2.6, §4.3). The learner journeys edit the
 * prestart learner, whose profile texts no other journey reads; the place search is tried but
 * never saved, so the dashboard's time zone stays as seeded.
 */

const EDIT = '/profile/learner/editprofile';
const DREAM_JOB = `Accessibility lead, edited ${Date.now()}`;

test.describe.serial('learner edit page', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await signIn(page, ACCOUNTS.prestart);
    await expectLearnerShell(page);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  const main = () => page.getByRole('main');
  const save = () => main().getByRole('button', { name: 'Save Changes' });

  test('edit, save, and see it on the profile page, also after a reload', async () => {
    await page.goto(EDIT);
    await expect(pageHeading(page, 'Edit Profile')).toBeVisible();
    for (const section of ['Identity', 'Location', 'About Me', 'Experience', 'Focus Time & Work Schedule', 'Connect'])
      await expect(main().getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expectNoSeriousViolations(page);

    await main().getByRole('textbox', { name: 'Dream job' }).fill(DREAM_JOB);
    await main().getByRole('button', { name: 'Tuesday' }).click();
    await main()
      .getByRole('button', { name: /Evening Eagle/ })
      .click();
    await save().click();
    await expect(page.getByText('Your changes have been saved', { exact: true })).toBeVisible();

    // Saved: View Profile leaves without asking, and the profile shows the change at once.
    await main().getByRole('button', { name: 'View Profile' }).click();
    await expectPath(page, `/profile/${ACCOUNTS.prestart}`);
    await expect(main().getByText(DREAM_JOB)).toBeVisible();
    await page.reload();
    await expect(main().getByText(DREAM_JOB)).toBeVisible();
  });

  test('a new avatar shows in the header at once, without a reload', async () => {
    await page.goto(EDIT);
    await main().getByRole('button', { name: 'Edit profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a new avatar' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /click to choose/ }).click();
    const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    const upload = page.waitForResponse((r) => r.url().includes('/api/v1/upload') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const uri = ((await (await upload).json()) as { message: { response: { s3FileUri: string } } }).message.response
      .s3FileUri;
    await expect(dialog).toHaveCount(0);
    const header = page.getByRole('button', { name: /user menu|account|avatar/i }).first();
    await expect(header.locator('img')).toHaveAttribute('src', uri);
  });

  test('an invalid link shows the message and keeps Save disabled', async () => {
    await page.goto(EDIT);
    const rows = main().getByTestId('social-link-row');
    const last = rows.last();
    await expect(last.getByRole('textbox', { name: 'Link' })).toBeDisabled();
    await last.getByRole('combobox', { name: 'Network' }).click();
    await page.getByRole('option', { name: 'Portfolio' }).click();
    await last.getByRole('textbox', { name: 'Link' }).fill('portfolio.example.com/me');
    await expect(main().getByText('Please enter valid url. Starting with http:// or https://')).toBeVisible();
    await expect(save()).toBeDisabled();
    await rows
      .nth((await rows.count()) - 2)
      .getByRole('textbox', { name: 'Link' })
      .fill('https://portfolio.example.com/me');
    await expect(save()).toBeEnabled();
  });

  test('a place search resolves the time zone offline, with the data set credited', async () => {
    const search = main().getByRole('combobox', { name: 'Where do you live?' });
    // Seeded in Denver: Phoenix is also Mountain time, without daylight saving.
    await search.fill('Phoen');
    await expect(main().getByText(/GeoNames/)).toBeVisible();
    await page.getByRole('option', { name: 'Phoenix, AZ, USA' }).click();
    await expect(main().getByText('Time zone: Mountain Standard Time (America/Phoenix)')).toBeVisible();
    await expect(search).toHaveValue('Phoenix, AZ, USA');
  });

  test('unsaved changes ask before leaving by a link and by the back button', async () => {
    await navEntry(page, 'Connect').click();
    const dialog = page.getByRole('alertdialog', { name: 'Careful: You have unsaved changes' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Press cancel to go back and save these changes, or Okay to lose these changes');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, EDIT);

    await navEntry(page, 'Connect').click();
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expectPath(page, '/connect');

    // Back within the portal: open the edit page from the profile, change something, press Back.
    await chooseFromUserMenu(page, 'My Profile');
    await expectPath(page, `/profile/${ACCOUNTS.prestart}`);
    await main()
      .getByRole('link', { name: 'Edit Profile' })
      .or(main().getByRole('button', { name: 'Edit Profile' }))
      .click();
    await expectPath(page, EDIT);
    await main().getByRole('textbox', { name: 'Goals' }).fill('Finish the course.');
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expectPath(page, `/profile/${ACCOUNTS.prestart}`);
  });

  test('closing the tab with unsaved changes asks the browser to confirm', async () => {
    await page.goto(EDIT);
    await main().getByRole('textbox', { name: 'Goals' }).fill('Finish the course.');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
  });
});

test('staff edit their profile in the admin shell at /acp/staff/editprofile', async ({ page }) => {
  await signIn(page, ACCOUNTS.support);
  await expectAdminShell(page);
  await page.goto('/acp/staff/editprofile');
  await expect(pageHeading(page, 'Edit Profile')).toBeVisible();
  await expectAdminShell(page);
  const fact = `I have answered ${Date.now() % 1000} tickets today.`;
  await page.getByRole('main').getByRole('textbox', { name: 'A fun fact about me is ...' }).fill(fact);
  await page.getByRole('main').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes have been saved', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});
