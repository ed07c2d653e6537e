import { devices, expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { MediaApi, currentTime, openVideo, openWatchPage, paused, play, videoPage } from '../support/media.ts';

// A phone: narrow, touch, Chrome on Android (below the medium breakpoint of the video page).
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
test.use(phone);

/** The video page's mobile layout (learner-dashboard §2 Video page, §4 Player, §9). */
test.describe('Video page on a phone', () => {
  test('search above the panel, Additional Controls, a tap shows the controls, double taps skip', async ({ page }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    await openVideo(page, (await api.fullVideo()).uuid);
    const { video, searchBox, transcript } = videoPage(page);
    const main = page.getByRole('main');
    await expect(transcript.getByRole('listitem').first()).toBeVisible();

    // One column: the player, then the search, then the panel.
    const [player, search, panel] = await Promise.all([video, searchBox, transcript].map((l) => l.boundingBox()));
    expect(search!.y).toBeGreaterThan(player!.y + player!.height - 1);
    expect(panel!.y).toBeGreaterThan(search!.y + search!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    // No picture-in-picture on Chrome for Android.
    await expect(main.getByRole('button', { name: /^pip$|picture-in-picture/i })).toHaveCount(0);

    await expectNoSeriousViolations(page);

    // Additional Controls: captions switch and playback speeds.
    await main.getByRole('button', { name: 'Additional Controls' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Additional Controls' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    const captions = dialog.getByRole('switch', { name: 'Closed Captions' });
    await expect(captions).toBeChecked();
    await captions.tap();
    await expect(captions).not.toBeChecked();
    await expect(page.locator('.plyr')).not.toHaveClass(/plyr--captions-active/);
    const speeds = dialog.getByRole('radiogroup', { name: 'Playback Speed' });
    await expect(speeds.getByRole('radio')).toHaveCount(6);
    await expect(speeds.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await speeds.getByRole('radio', { name: '1.5x' }).tap();
    await expect(speeds.getByRole('radio', { name: '1.5x' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

    // A double tap on the right skips 10 s forward, on the left 10 s back.
    await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 1));
    await expect.poll(() => currentTime(page)).toBeLessThan(1.5);
    const forward = main.getByRole('button', { name: '+10 s' });
    await forward.tap();
    await forward.tap();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(10.5);
    const back = main.getByRole('button', { name: '-10 s' });
    await back.tap();
    await back.tap();
    await expect.poll(() => currentTime(page)).toBeLessThan(2);
    expect(await paused(page)).toBe(true);

    // While playing the controls hide; a single tap brings them back without pausing.
    await play(page);
    const plyr = page.locator('.plyr');
    await expect(plyr).toHaveClass(/plyr--hide-controls/, { timeout: 10_000 });
    await back.tap();
    await expect(plyr).not.toHaveClass(/plyr--hide-controls/);
    expect(await paused(page)).toBe(false);
    // And after 5 s they hide again.
    await expect(plyr).toHaveClass(/plyr--hide-controls/, { timeout: 10_000 });
  });
});
