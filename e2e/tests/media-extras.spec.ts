import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import {
  MediaApi,
  WATCH_DATA_KEY,
  currentTime,
  isWatchDataPost,
  expectPosition,
  openVideo,
  openWatchPage,
  paused,
  storedWatchData,
  videoPage,
} from '../support/media.ts';

/** m:ss as the resume prompt writes it. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Plays at double speed until the playhead passes `seconds`, then pauses. */
async function playPast(page: Page, seconds: number): Promise<number> {
  await videoPage(page).video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.playbackRate = 2;
    return v.play();
  });
  await expect.poll(() => currentTime(page), { timeout: 40_000 }).toBeGreaterThan(seconds);
  return videoPage(page).video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    return v.currentTime;
  });
}

/** The learner's extras on the video page: resume, keyboard shortcuts, transcript download. */
test.describe('Video page extras', () => {
  test('Resume from where the learner stopped, kept by the server across devices', async ({ page }) => {
    test.setTimeout(120_000);
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    await openVideo(page, video.uuid);
    await expect(page.getByRole('button', { name: /^Resume from/ })).toHaveCount(0);

    // 30 s watched is what makes a record (§9); the playhead goes with it.
    const stoppedAt = await playPast(page, 32);
    // Leaving the video page saves the record; the Watch page uploads it and it leaves storage once acknowledged.
    await page.getByRole('link', { name: 'Watch' }).first().click();
    await expect.poll(() => storedWatchData(page), { timeout: 20_000 }).toBeNull();

    // Another device: nothing stored locally, so the offer comes from the server's resume point.
    await page.evaluate((key) => localStorage.removeItem(key), WATCH_DATA_KEY);
    await openVideo(page, video.uuid);
    const resume = page.getByRole('button', { name: `Resume from ${clock(stoppedAt)}` });
    await expect(resume).toBeVisible();
    await resume.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(stoppedAt - 1);
    await expect.poll(() => paused(page)).toBe(false);
    await expect(resume).toBeHidden();

    // A shared link with its own start time wins over the resume point.
    await openVideo(page, video.uuid, '?timestamp=5');
    await expectPosition(page, 5);
    await expect(page.getByRole('button', { name: /^Resume from/ })).toHaveCount(0);
  });

  test('keyboard shortcuts: k plays and pauses, j and l skip 10 s, c captions, f full screen, / search, ? the list', async ({
    page,
  }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    await openVideo(page, video.uuid);
    await videoPage(page).video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
    });
    await page.getByRole('heading', { level: 1 }).first().click();

    await page.keyboard.press('k');
    await expect.poll(() => paused(page)).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(() => paused(page)).toBe(true);

    const before = await currentTime(page);
    await page.keyboard.press('l');
    await expectPosition(page, before + 10);
    await page.keyboard.press('j');
    await expectPosition(page, before);

    // plyr draws the captions itself and marks its container while they are on (on by default).
    const plyr = page.getByRole('main').locator('.plyr');
    await expect(plyr).toHaveClass(/plyr--captions-active/);
    await page.keyboard.press('c');
    await expect(plyr).not.toHaveClass(/plyr--captions-active/);
    await page.keyboard.press('c');
    await expect(plyr).toHaveClass(/plyr--captions-active/);

    const fullScreen = () => page.evaluate(() => document.fullscreenElement !== null);
    await page.keyboard.press('f');
    await expect.poll(fullScreen).toBe(true);
    await page.keyboard.press('f');
    await expect.poll(fullScreen).toBe(false);

    await page.keyboard.press('/');
    await expect(videoPage(page).searchBox).toBeFocused();
    await expect(videoPage(page).searchBox).toHaveValue('');
    // Letters typed in the search box are text, not shortcuts.
    await page.keyboard.type('kl');
    await expect(videoPage(page).searchBox).toHaveValue('kl');
    await expect.poll(() => paused(page)).toBe(true);

    await page.getByRole('heading', { level: 1 }).first().click();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table')).toContainText('Show keyboard shortcuts');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the transcript downloads as WebVTT and as text with times', async ({ page }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    const lines = await api.transcript(video);
    await openVideo(page, video.uuid);

    const download = async (item: string) => {
      await page.getByRole('button', { name: 'Download transcript' }).click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
    };
    const vtt = await download('Subtitles (.vtt)');
    expect(vtt.name).toMatch(/\.vtt$/);
    expect(vtt.text.startsWith('WEBVTT')).toBe(true);
    expect(vtt.text).toContain(lines[0]!.text);
    const txt = await download('Text with times (.txt)');
    expect(txt.name).toMatch(/\.txt$/);
    expect(txt.text.split('\n')[0]).toBe(`[00:00:00] ${lines[0]!.text}`);
    expect(txt.text.trim().split('\n')).toHaveLength(lines.length);
  });

  test('a record left in storage is uploaded from any page that is not a video page, here Home', async ({ page }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    // What a tab closed before its upload leaves behind.
    await page.evaluate(([key, record]) => localStorage.setItem(key, JSON.stringify([record])), [
      WATCH_DATA_KEY,
      {
        user_email: ACCOUNTS.learner,
        video_id: video.id,
        watch_details: { views: [{ start: 40, stop: 50, duration: 10 }], position: 50 },
      },
    ] as const);
    const upload = page.waitForResponse(
      (response) => isWatchDataPost(response.url(), response.request().method()) && response.status() === 200,
    );
    await page.getByRole('link', { name: 'Home' }).first().click();
    const sent = (await (await upload).request().postDataJSON()) as { video_id: number };
    expect(sent.video_id).toBe(video.id);
    await expect.poll(() => storedWatchData(page), { timeout: 20_000 }).toBeNull();
  });
});
