import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import {
  MediaApi,
  currentTime,
  isWatchDataPost,
  openVideo,
  openWatchPage,
  pause,
  paused,
  play,
  storedWatchData,
  type SeededVideo,
} from '../support/media.ts';

/**
 * Watch tracking (learner-dashboard §4, §9): from 30 s of viewing the segments are kept under
 * user_video_watch_data and sent (keepalive) when the tab is hidden or closes; a record leaves
 * storage only once the server acknowledged it. The demo recordings last about a minute; the
 * journeys play them at double speed (a real play, half the wait).
 */
test.describe('watch tracking', () => {
  test.describe.configure({ timeout: 120_000 });
  const email = ACCOUNTS.learner;

  /** A video of the learner's library they have not watched yet (so the server's total starts at 0). */
  async function unwatchedVideo(api: MediaApi, skip = 0): Promise<SeededVideo> {
    const history = await api.get<{ message: { response: { video_id: number }[] } }>(
      `/uservideoview/${encodeURIComponent(email)}`,
    );
    const watched = new Set(history.message.response.map((entry) => entry.video_id));
    const videos = (await api.videos()).filter((v) => v.video_cdn_url && !watched.has(v.id));
    const video = videos[videos.length - 1 - skip];
    if (!video) throw new Error('No unwatched video left in the seeded library');
    return video;
  }

  /** Seconds of the recording the player has played (its `played` ranges: each second once). */
  function distinctSeconds(page: Page): Promise<number> {
    return page.locator('main video').evaluate((v: HTMLVideoElement) => {
      let total = 0;
      for (let i = 0; i < v.played.length; i += 1) total += v.played.end(i) - v.played.start(i);
      return total;
    });
  }

  type Probe = { played: number };

  /** Double speed, and a count of the seconds played, replays included, from the player's own time updates. */
  async function doubleSpeed(page: Page): Promise<void> {
    await page.locator('main video').evaluate((v: HTMLVideoElement) => {
      const probe: Probe = { played: 0 };
      (window as unknown as { probe: Probe }).probe = probe;
      v.playbackRate = 2;
      let last = v.currentTime;
      v.addEventListener('timeupdate', () => {
        const step = v.currentTime - last;
        if (step > 0 && step < 3) probe.played += step;
        last = v.currentTime;
      });
    });
  }

  const probe = (page: Page) => page.evaluate(() => (window as unknown as { probe: Probe }).probe);

  test('seconds watched before the tab closes are recorded (keepalive on pagehide)', async ({ page, context }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, email);
    const video = await unwatchedVideo(api);
    await openVideo(page, video.uuid);

    // Past 30 s the first upload goes out while the video plays.
    await doubleSpeed(page);
    const firstUpload = page.waitForResponse(
      (r) => isWatchDataPost(r.url(), r.request().method()) && r.request().postDataJSON().video_id === video.id,
    );
    await play(page);
    const first = await (await firstUpload).json();
    expect(first.message.watched_seconds).toBeGreaterThanOrEqual(29);

    // Some seconds more, then the tab closes while playing: those are sent as the page goes.
    const threshold = await currentTime(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(threshold + 5);
    const distinct = await distinctSeconds(page);
    const { played } = await probe(page);
    expect(await paused(page)).toBe(false);
    expect(played).toBeGreaterThanOrEqual(35);
    await page.close();

    // Before any other page could upload what the closed one kept: the server counts each second
    // of the recording once, and has at least 99% of those played, more than before the close.
    const watched = Math.max(played, distinct);
    await expect
      .poll(() => api.watchedSeconds(email, video.id), { message: 'the server has the seconds watched' })
      .toBeGreaterThanOrEqual(watched * 0.99);
    expect(first.message.watched_seconds).toBeLessThan(watched * 0.99);
    test.info().annotations.push({
      type: 'watched',
      description: `played ${played.toFixed(2)} s (${distinct.toFixed(2)} s distinct), server ${await api.watchedSeconds(email, video.id)} s (${first.message.watched_seconds} s before the tab closed)`,
    });

    const later = await context.newPage();
    await later.goto('/watch');
    // The Watch page lists it first under Recently Viewed.
    const viewed = later.getByRole('main').getByRole('region', { name: 'Recently Viewed' });
    await expect(viewed.getByRole('link').first()).toHaveAttribute('href', `/media/${video.uuid}`);
    // The Watch page leaves nothing behind once its upload is acknowledged.
    await expect.poll(() => storedWatchData(later)).toBeNull();
  });

  test('a record stays stored until the server acknowledges it, and is uploaded from the Watch page', async ({
    page,
    context,
  }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, email);
    const video = await unwatchedVideo(api, 1);

    // The API refuses every upload while the video plays.
    const blocked = (url: URL) => url.pathname === '/api/uservideoview';
    await context.route(blocked, (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
    );
    await openVideo(page, video.uuid);
    await doubleSpeed(page);
    const refused = page.waitForEvent('requestfailed', (r) => isWatchDataPost(r.url(), r.method()));
    await play(page);
    await refused;
    await pause(page);

    // The record is still stored, with at least the 30 s that triggered the upload.
    const stored = (await storedWatchData(page)) as {
      video_id: number;
      watch_details: { views: { duration: number }[] };
    }[];
    expect(Array.isArray(stored)).toBe(true);
    const record = stored.find((r) => r.video_id === video.id)!;
    expect(record).toBeDefined();
    const seconds = record.watch_details.views.reduce((sum, v) => sum + v.duration, 0);
    expect(seconds).toBeGreaterThanOrEqual(29);
    await page.close();

    // Later, with the API back, the Watch page uploads it and only then forgets it.
    await context.unroute(blocked);
    const later = await context.newPage();
    const laterApi = new MediaApi(later);
    const upload = later.waitForResponse(
      (r) => isWatchDataPost(r.url(), r.request().method()) && r.request().postDataJSON().video_id === video.id,
    );
    await later.goto('/watch');
    expect((await upload).status()).toBe(200);
    await expect.poll(() => storedWatchData(later)).toBeNull();
    expect(await laterApi.watchedSeconds(email, video.id)).toBeGreaterThan(0);
  });
});
