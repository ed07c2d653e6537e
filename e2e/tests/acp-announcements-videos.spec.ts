import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { PANELS, expectDashboardLoaded, panel } from '../support/dashboard.ts';
import { pageHeading } from '../support/shell.ts';

/**
 * The console's announcements and video library (admin-console §2.3, §2.6, §2.7), each account
 * signed in once. The announcement goes to Front End January 2027 (the limited admin's and the
 * prestart learner's cohort) and is deleted at the end; the archived video is made public again.
 */

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const BODY = `Workshop moved to Thursday ${Date.now()}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe.serial('announcements from the console to the learner', () => {
  let limited: Page;
  let learner: Page;
  let coach: Page;
  test.beforeAll(async ({ browser }) => {
    limited = await signedIn(browser, ACCOUNTS.limited);
    learner = await signedIn(browser, ACCOUNTS.prestart);
    coach = await signedIn(browser, ACCOUNTS.coach);
  });
  test.afterAll(async () => {
    for (const page of [limited, learner, coach]) await page?.context().close();
  });

  test('a limited admin posts to one cohort and its learner sees it', async () => {
    await limited.goto('/acp/announcementHistory/');
    await limited.getByRole('combobox', { name: 'Cohort' }).click();
    await limited.getByRole('option', { name: 'Front End January 2027' }).click();
    await expect(pageHeading(limited, 'Announcements')).toBeVisible();
    await limited.getByRole('button', { name: 'Create New Announcement' }).click();
    const dialog = limited.getByRole('alertdialog', { name: 'Create New Announcement' });
    await expect(dialog.getByText('Selections will reflect your current timezone.')).toBeVisible();
    const preview = dialog.getByRole('button', { name: 'Preview' });
    await expect(preview).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Announcement' }).click();
    await limited.keyboard.type(BODY);
    await dialog.getByRole('combobox', { name: /Post as/ }).selectOption('myself');
    await dialog.getByRole('combobox', { name: /Audience/ }).selectOption({ label: 'Front End January 2027' });
    await expectNoSeriousViolations(limited);
    await preview.click();
    const shown = limited.getByRole('alertdialog', { name: 'Announcement Preview' });
    await expect(shown.getByText(BODY)).toBeVisible();
    await expect(shown.getByRole('status')).toHaveText(/This announcement will reach \d+ learners? in 1 cohort\./);
    await shown.getByRole('button', { name: 'Schedule' }).click();
    await expect(limited.getByText('Your changes were saved successfully', { exact: true })).toBeVisible();
    const block = limited.getByRole('listitem').filter({ hasText: BODY });
    await expect(block.getByText('Active')).toBeVisible();
    await expectNoSeriousViolations(limited);

    await learner.goto('/');
    await expectDashboardLoaded(learner);
    await expect(panel(learner, PANELS.announcements).getByText(BODY)).toBeVisible();
  });

  test('a coach sees the history without a create button, edit or delete', async () => {
    await coach.goto('/acp/announcementHistory/');
    await expect(pageHeading(coach, 'Announcements')).toBeVisible();
    await expect(coach.getByRole('listitem').first()).toBeVisible();
    await expect(coach.getByRole('button', { name: 'Create New Announcement' })).toHaveCount(0);
    await expect(coach.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(coach.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('on a phone the top bar’s create button opens the form', async () => {
    await limited.setViewportSize(PHONE);
    try {
      await limited.goto('/acp/announcementHistory/');
      await expect(pageHeading(limited, 'Announcements')).toBeVisible();
      // A real click: it fails if the cohort picker lies over the button.
      await limited.getByRole('button', { name: 'Create New Announcement' }).click({ timeout: 5_000 });
      const dialog = limited.getByRole('alertdialog', { name: 'Create New Announcement' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await limited.setViewportSize(DESKTOP);
    }
  });

  test('deleting asks first, and the learner no longer sees it', async () => {
    const block = limited.getByRole('listitem').filter({ hasText: BODY });
    await block.getByRole('button', { name: 'Delete' }).click();
    const confirm = limited.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(block).toHaveCount(0);
    await learner.reload();
    await expectDashboardLoaded(learner);
    await expect(panel(learner, PANELS.announcements).getByText(BODY)).toHaveCount(0);
  });
});

test.describe.serial('video library curation reaches the learner', () => {
  let admin: Page;
  let learner: Page;
  let uuid = '';
  test.beforeAll(async ({ browser }) => {
    admin = await signedIn(browser, ACCOUNTS.admin);
    learner = await signedIn(browser, ACCOUNTS.learner);
  });
  test.afterAll(async () => {
    for (const page of [admin, learner]) await page?.context().close();
  });

  test('an archived video leaves the learner’s Watch page and returns when made public', async () => {
    // Two accounts, four page loads of the Watch page and the video page, and two axe scans.
    test.slow();
    await admin.goto('/acp/videoLibrary/');
    await expect(pageHeading(admin, 'Video Library')).toBeVisible();
    const first = admin.getByRole('main').getByRole('listitem').first();
    await expect(first).toBeVisible();
    await expectNoSeriousViolations(admin);
    const title = (await first.getByRole('button').nth(1).textContent())!.trim();
    await first.getByRole('button', { name: title, exact: true }).click();
    const entry = admin.getByRole('alertdialog', { name: title });
    const link = await entry.getByRole('textbox', { name: 'Learner link' }).inputValue();
    uuid = link.split('/media/')[1]!;
    await expectNoSeriousViolations(admin);

    const toggle = async (label: 'Archive Video' | 'Make Public') => {
      await entry.getByRole('button', { name: label }).click();
      await admin.getByRole('alertdialog', { name: label }).getByRole('button', { name: 'Confirm' }).click();
      await expect(
        entry.getByRole('button', { name: label === 'Archive Video' ? 'Make Public' : 'Archive Video' }),
      ).toBeVisible();
    };
    // The newest recording of the learner's cohort is on their Watch page.
    const onWatch = learner.locator(`a[href="/media/${uuid}"]`);
    await learner.goto('/watch');
    await expect(onWatch.first()).toBeVisible();

    await toggle('Archive Video');
    await learner.reload();
    await expect(pageHeading(learner, 'Watch')).toBeVisible();
    await expect(learner.locator('a[href^="/media/"]').first()).toBeVisible();
    await expect(onWatch).toHaveCount(0);
    await learner.goto(`/media/${uuid}`);
    await expect(learner.getByText("This recording isn't available.")).toBeVisible();

    await toggle('Make Public');
    await learner.reload();
    await expect(learner.getByText("This recording isn't available.")).toHaveCount(0);
    await expect(learner.getByText(title).first()).toBeVisible();
    await learner.goto('/watch');
    await expect(onWatch.first()).toBeVisible();
  });
});
