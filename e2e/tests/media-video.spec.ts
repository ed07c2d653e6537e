import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import {
  MediaApi,
  currentTime,
  expectPlayerReady,
  expectPosition,
  openVideo,
  openWatchPage,
  pause,
  play,
  repeatedWord,
  transcriptRow,
  videoPage,
} from '../support/media.ts';

/** The video page's transcript search and share popup (learner-dashboard §4). */
test.describe('Video page', () => {
  test('transcript search: typing highlights without seeking; up and down seek to each match; No results found', async ({
    page,
  }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    const lines = await api.transcript(video);
    const { word, rows } = repeatedWord(lines);
    await openVideo(page, video.uuid);
    const { search, searchBox } = videoPage(page);
    await expect(transcriptRow(page, 0)).toBeVisible();

    // The learner's place: a row that does not say the word.
    const place = lines.findIndex((_, i) => i > 0 && !rows.includes(i));
    await transcriptRow(page, place).click();
    await expectPosition(page, lines[place]!.start);

    // Typing highlights the matches and their markers; the playhead stays where the learner is.
    await searchBox.pressSequentially(word.toUpperCase());
    await expect(search.getByText(`1/${rows.length}`)).toBeVisible();
    await expect(page.getByTestId('search-marker')).toHaveCount(rows.length);
    await searchBox.press('Enter');
    await expectPosition(page, lines[place]!.start);
    await expect(transcriptRow(page, place)).toHaveAttribute('aria-current', 'true');

    // Down steps through every match and wraps to the first; up goes back to the last.
    for (let n = 1; n < rows.length; n += 1) {
      await search.getByRole('button', { name: 'Next match' }).click();
      await expect(search.getByText(`${n + 1}/${rows.length}`)).toBeVisible();
      await expectPosition(page, lines[rows[n]!]!.start);
      await expect(transcriptRow(page, rows[n]!)).toHaveAttribute('aria-current', 'true');
    }
    await search.getByRole('button', { name: 'Next match' }).click();
    await expect(search.getByText(`1/${rows.length}`)).toBeVisible();
    await expectPosition(page, lines[rows[0]!]!.start);
    await search.getByRole('button', { name: 'Previous match' }).click();
    const last = rows.length - 1;
    await expect(search.getByText(`${last + 1}/${rows.length}`)).toBeVisible();
    await expectPosition(page, lines[rows[last]!]!.start);
    await expect(transcriptRow(page, rows[last]!)).toHaveAttribute('aria-current', 'true');
    // The arrow keys in the box step too.
    await searchBox.press('ArrowDown');
    await expect(search.getByText(`1/${rows.length}`)).toBeVisible();
    await expectPosition(page, lines[rows[0]!]!.start);

    // A word the recording never says; then an emptied box clears the search.
    await searchBox.fill('xylophone');
    await searchBox.press('Enter');
    await expect(search.getByText('No results found')).toBeVisible();
    await expect(search.getByRole('button', { name: 'Next match' })).toBeDisabled();
    await expect(page.getByTestId('search-marker')).toHaveCount(0);
    await searchBox.fill('');
    await expect(search.getByText('No results found')).toBeHidden();
  });

  test('transcript auto-scroll: scrolling the transcript stops it until Resume Transcript Auto-Scroll', async ({
    page,
  }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    await openVideo(page, (await api.fullVideo()).uuid);
    const { transcript } = videoPage(page);
    const resume = page.getByRole('main').getByRole('button', { name: 'Resume Transcript Auto-Scroll' });
    await expect(transcriptRow(page, 0)).toBeVisible();
    await expect(resume).toHaveCount(0);

    // Playing highlights the current row, and the captions (on by default) show its text.
    await play(page);
    const current = transcript.locator('[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(page.locator('.plyr')).toHaveClass(/plyr--captions-active/);
    await expect(page.locator('.plyr__captions')).not.toBeEmpty();
    await transcript.hover();
    await page.mouse.wheel(0, 200);
    await expect(resume).toBeVisible();
    await resume.click();
    await expect(resume).toHaveCount(0);
  });

  test('captions show one line at a time, even where transcript rows overlap', async ({ page }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    // Each row runs 1.5 s into the next, as Zoom's often do.
    await page.route(video.transcripts_cdn_url!, async (route) => {
      const response = await route.fetch();
      const rows = (await response.json()) as Record<string, { start: string; end: string; text: string }>;
      for (const row of Object.values(rows)) {
        const [h, m, sec] = row.end.split(':').map(Number);
        const end = h! * 3600 + m! * 60 + sec! + 1.5;
        row.end = new Date(end * 1000).toISOString().slice(11, 23);
      }
      await route.fulfill({ response, json: rows });
    });
    await openVideo(page, video.uuid);
    await expect(transcriptRow(page, 0)).toBeVisible();
    const cues = () =>
      videoPage(page).video.evaluate((v: HTMLVideoElement) =>
        Array.from(v.textTracks[0]?.cues ?? [], (c) => [c.startTime, c.endTime] as const),
      );
    await expect.poll(async () => (await cues()).length).toBeGreaterThan(1);
    const track = await cues();
    // Overlapping rows: each cue ends as the next begins, a millisecond before (Chromium shows a cue at its end time).
    for (let i = 1; i < track.length; i += 1) {
      expect(track[i - 1]![1]).toBeLessThan(track[i]![0]);
      expect(track[i - 1]![1]).toBeCloseTo(track[i]![0], 2);
    }
    // At a row's start, the previous one has ended: its line alone is on screen.
    const lines = await api.transcript(video);
    await transcriptRow(page, 2).click();
    await expect(page.locator('.plyr__captions')).toHaveText(lines[2]!.text);
  });

  test('an unknown id says the recording is not available, with a link back to Watch', async ({ page }) => {
    await openWatchPage(page, ACCOUNTS.learner);
    await page.goto('/media/no-such-recording');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: "This recording isn't available." })).toBeVisible();
    await main.getByRole('link', { name: 'Back to Watch' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Watch' })).toBeVisible();
  });

  test('a video that fails to load says so with Retry; Retry loads it', async ({ page }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    // A 4xx is not retried on its own (SWR retries 5xx), so only Retry can bring the data back.
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/v1/videos/' && url.searchParams.get('uuid') === video.uuid,
      (route) => (failing ? route.fulfill({ status: 429, json: { message: 'Too Many Requests' } }) : route.fallback()),
    );
    await page.goto(`/media/${video.uuid}`);
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('This recording could not be loaded.');
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('player controls: skips of 10 s, captions toggle, speeds, volume, full screen, picture-in-picture', async ({
    page,
  }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    await openVideo(page, (await api.fullVideo()).uuid);
    const bar = page.getByRole('main').locator('.plyr__controls');
    for (const name of ['Play', 'Rewind 10s', 'Forward 10s', 'Mute', 'Settings', 'PIP', 'Enter fullscreen'])
      await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(bar.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await expect(bar.getByRole('slider', { name: 'Volume' })).toBeVisible();

    await bar.getByRole('button', { name: 'Forward 10s' }).click();
    await expectPosition(page, 10);
    await bar.getByRole('button', { name: 'Rewind 10s' }).click();
    await expectPosition(page, 0);

    // Captions are on by default and can be turned off.
    await expect(page.locator('.plyr')).toHaveClass(/plyr--captions-active/);
    await bar.getByRole('button', { name: 'Disable captions' }).click();
    await expect(page.locator('.plyr')).not.toHaveClass(/plyr--captions-active/);

    // Settings offer the six speeds.
    await bar.getByRole('button', { name: 'Settings' }).click();
    await bar.getByRole('menuitem', { name: /^Speed/ }).click();
    const speeds = bar.getByRole('menuitemradio');
    await expect(speeds).toHaveText(['0.5×', '0.75×', 'Normal', '1.25×', '1.5×', '2×']);
    await speeds.filter({ hasText: '1.5×' }).click();
    await expect.poll(() => videoPage(page).video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  });

  test('without a transcript: Search Unavailable, no captions; without a chat: the panel says so', async ({ page }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const main = page.getByRole('main');
    await openVideo(page, (await api.videoWithout('transcripts_cdn_url')).uuid);
    await expect(main.getByRole('searchbox', { name: 'Search Unavailable' })).toBeDisabled();
    await expect(main.getByText('Audio transcription for this video is unavailable')).toBeVisible();
    await expect(main.getByText('Closed Captions are not available')).toBeVisible();

    await openVideo(page, (await api.videoWithout('chat_cdn_url')).uuid);
    await main.getByRole('combobox', { name: 'Panel' }).click();
    await page.getByRole('option', { name: 'Chat History' }).click();
    await expect(main.getByText('Chat History for this video is unavailable')).toBeVisible();
  });

  test('share with a start time: the copied link opens the video at that second', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    await openVideo(page, video.uuid);

    // Play past a few seconds and pause, so the popup has a time to capture.
    await play(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(3);
    await pause(page);
    const second = Math.floor(await currentTime(page));

    await videoPage(page).share.click();
    const popup = page
      .getByRole('dialog', { name: 'Share' })
      .or(page.getByRole('group', { name: 'Share' }))
      .first();
    const link = popup.getByRole('textbox', { name: 'Share' });
    const pageUrl = new URL(`/media/${video.uuid}`, page.url()).href;
    await expect(link).toHaveValue(pageUrl);
    const clock = `00:00:${String(second).padStart(2, '0')}`;
    await popup.getByRole('checkbox', { name: `Start at ${clock}` }).check();
    await expect(link).toHaveValue(`${pageUrl}?timestamp=${second}`);
    await popup.getByRole('button', { name: 'Copy Link' }).click();
    await expect(popup.getByRole('button', { name: 'Link Copied!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${pageUrl}?timestamp=${second}`);

    // Closing the popup resets the button.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await videoPage(page).share.click();
    await expect(popup.getByRole('button', { name: 'Copy Link' })).toBeVisible();

    // The link in a new tab of the same browser: the player starts at that second.
    const other = await context.newPage();
    await other.goto(copied);
    await expectPlayerReady(other);
    await expectPosition(other, second);
  });
});
