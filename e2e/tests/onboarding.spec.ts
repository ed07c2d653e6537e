import { expect, test, type Page } from '@playwright/test';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectLearnerShell } from '../support/shell.ts';

/**
 * The first-login wizard of newbie@cedar.test, by keyboard alone, with a reload half-way and an
 * avatar upload whose stored file has lost the photo's EXIF (GPS included). Other specs expect
 * newbie on first login: afterAll puts the account back.
 */

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Presses Tab until the named control has focus (keyboard only: no clicks). */
async function tabTo(page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp): Promise<void> {
  const target = page.getByRole(role, { name }).first();
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${role} "${String(name)}"`);
}

async function continueTo(page: Page, next: string | RegExp): Promise<void> {
  await tabTo(page, 'button', /^(Continue|Go To MyCedar)$/);
  await page.keyboard.press('Enter');
  await expect(heading(page, next)).toBeVisible();
}

/** A phone photo: 1600 x 1200 JPEG with a camera model and a GPS position in its EXIF. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 90, b: 60 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'CedarCam', Model: 'Field 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 8/1' },
    })
    .toBuffer();
}

/** Puts newbie back on first login at the first screen, with no picture (other specs sign in as newbie). */
async function resetNewbie(page: Page): Promise<void> {
  const status = await page.evaluate(async (email) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : '';
    const response = await fetch(`/api/user/${encodeURIComponent(email)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ first_login: true, onboarding_step: 0, user_image_url: null }),
    });
    return response.status;
  }, ACCOUNTS.newbie);
  expect(status).toBe(200);
}

test.describe.serial('first-login onboarding', () => {
  let page: Page;
  let uploaded = '';

  test.beforeAll(async ({ browser }, info) => {
    // One page for the whole journey; axe needs it made from a context.
    const { baseURL, viewport } = info.project.use;
    page = await (await browser.newContext({ baseURL, viewport })).newPage();
    await signIn(page, ACCOUNTS.newbie);
  });
  test.afterAll(async () => {
    await resetNewbie(page);
    await page.context().close();
  });

  test('the wizard is the only screen, whatever the route, with no serious axe violation', async () => {
    await expect(heading(page, 'Welcome to MyCedar!')).toBeVisible();
    await page.goto('/connect');
    await expect(heading(page, 'Welcome to MyCedar!')).toBeVisible();
    await expect(page.getByText('Step 1 of 11')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('identity and an avatar upload, by keyboard; the stored picture has no EXIF', async () => {
    await continueTo(page, 'Identity');
    await expect(page.getByRole('textbox', { name: /Preferred name/ })).toHaveValue('Noah');
    await tabTo(page, 'textbox', 'Preferred pronouns');
    await page.keyboard.type('he/him');
    await continueTo(page, 'Picture');

    await tabTo(page, 'button', 'Edit profile picture');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload a new avatar' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoSeriousViolations(page);
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, 'button', /click to choose/);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
    // The crop moves with the arrow keys and zooms with +.
    await tabTo(page, 'group', /Picture crop/);
    // The picture is wider than the square, so an arrow moves it sideways within the crop.
    const picture = dialog.locator('.reactEasyCrop_Image');
    const placed = () => picture.evaluate((image) => (image as HTMLElement).style.transform);
    const before = await placed();
    await page.keyboard.press('ArrowRight');
    await expect.poll(placed).not.toBe(before);
    await page.keyboard.press('+');
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveValue('1.1');
    const upload = page.waitForResponse((r) => r.url().includes('/api/v1/upload') && r.request().method() === 'POST');
    await tabTo(page, 'button', 'Save');
    await page.keyboard.press('Enter');
    const answer = await (await upload).json();
    const uri = answer.message.response.s3FileUri as string;
    uploaded = uri;
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('img', { name: /Profile picture of Noah/ }).locator('img')).toHaveAttribute('src', uri);

    const stored = await (await page.request.get(uri)).body();
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 260, 260]);
    expect(meta.exif).toBeUndefined();
    expect(exifReader((await sharp(await photoWithGps()).metadata()).exif!).GPSInfo).toBeTruthy();
  });

  test('a reload half-way resumes at the first unfinished screen', async () => {
    await continueTo(page, 'Location');
    await page.reload();
    await expect(heading(page, 'Location')).toBeVisible();
    await expect(page.getByText('Step 4 of 11')).toBeVisible();
  });

  test('the remaining screens by keyboard, then Go To MyCedar opens the portal', async () => {
    await continueTo(page, 'Spoken Languages');
    await tabTo(page, 'combobox', /Primary spoken language/);
    await page.keyboard.type('English');
    await page.keyboard.press('Escape');
    await continueTo(page, 'Experience');
    await tabTo(page, 'slider', /Programming experience/);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('slider', { name: /Programming experience/ })).toHaveAttribute(
      'aria-valuetext',
      'Some Knowledge',
    );
    await continueTo(page, 'Personal Info');
    await tabTo(page, 'textbox', 'My dream job is ...');
    await page.keyboard.type('Site reliability engineer');
    await continueTo(page, 'Focus Time');
    await tabTo(page, 'button', /Morning Lark/);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /Morning Lark/ })).toHaveAttribute('aria-pressed', 'true');
    await continueTo(page, 'Work Schedule');
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, 'button', 'Full Time');
    await page.keyboard.press('Space');
    await continueTo(page, 'Social Media');
    await tabTo(page, 'combobox', 'Network');
    await page.keyboard.press('Enter');
    await page.keyboard.type('GitHub');
    await page.keyboard.press('Enter');
    await tabTo(page, 'textbox', 'Link');
    await page.keyboard.type('https://github.com/noah-kim');
    await continueTo(page, "That's a wrap!");
    await expect(page.getByText('You can edit your MyCedar profile at any time from your options menu.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await tabTo(page, 'button', 'Go To MyCedar');
    await page.keyboard.press('Enter');
    await expectLearnerShell(page);
    // The header shows the picture uploaded on screen 3, without a reload.
    const header = page.getByRole('button', { name: /user menu|account|avatar/i }).first();
    await expect(header.locator('img')).toHaveAttribute('src', uploaded);

    await page.goto(`/profile/${ACCOUNTS.newbie}`);
    const main = page.getByRole('main');
    await expect(main.getByText('he/him')).toBeVisible();
    await expect(main.getByRole('link', { name: /^GitHub/ })).toHaveAttribute('href', 'https://github.com/noah-kim');
    await expect(main.getByText('Site reliability engineer')).toBeVisible();
  });
});
