import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { signInForToken } from '../support/sign-in-flow.ts';
import { spread, type Spread } from './media-rules.ts';

/** One video page load, on the page's own clock (ms from navigation start). */
interface FrameMarks {
  /** The recording's first frame handed to the compositor (requestVideoFrameCallback), if it fired. */
  frame?: number;
  /** The first frame's data is loaded ('loadeddata'): the fallback when no frame callback fired. */
  loadeddata?: number;
}

export interface FirstFrameFigures {
  uuid: string;
  title: string;
  runs: number;
  /** Navigation start to the first presented frame, ms, per run. */
  navigationToFrameMs: Spread;
  /** How many runs fell back to 'loadeddata' (no frame callback). */
  fallbacks: number;
  /** Click on play to the next presented frame, ms, per run. */
  clickToFrameMs: Spread;
}

// Recorded in the page: as soon as the player's video element is in the document it is muted and
// played (muted playback needs no gesture), and the first frame it presents is stamped.
const PLAY_ON_ARRIVAL = `
  window.__frameMarks = {};
  if (!sessionStorage.getItem('bench-no-autoplay')) {
    new MutationObserver((_, observer) => {
      const video = document.querySelector('video');
      if (!video) return;
      observer.disconnect();
      video.muted = true;
      video.addEventListener('loadeddata', () => { window.__frameMarks.loadeddata ??= performance.now(); }, { once: true });
      if ('requestVideoFrameCallback' in video)
        video.requestVideoFrameCallback((_now, meta) => { window.__frameMarks.frame = meta.presentationTime; });
      video.play().catch(() => {});
    }).observe(document, { subtree: true, childList: true });
  }
`;

async function coldPage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

async function marks(page: Page): Promise<FrameMarks> {
  await page.waitForFunction(
    () => {
      const m = (window as { __frameMarks?: FrameMarks }).__frameMarks;
      return m?.frame !== undefined || (m?.loadeddata !== undefined && performance.now() - m.loadeddata > 2_000);
    },
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(() => (window as { __frameMarks?: FrameMarks }).__frameMarks ?? {});
}

/** A video of the learner's library that has a recording file, from the API the page itself calls. */
async function videoWithFile(page: Page, baseUrl: string, token: string): Promise<{ uuid: string; title: string }> {
  const config = (await (await fetch(`${baseUrl}/portal-config.json`)).json()) as { apiKey?: string };
  const response = await page.request.get('/api/v1/videos/?limit=10000', {
    headers: { authorization: `Bearer ${token}`, 'x-api-key': config.apiKey ?? '' },
  });
  if (!response.ok()) throw new Error(`GET /api/v1/videos/ answered ${response.status()}`);
  const body = (await response.json()) as {
    message: { videos: { uuid: string; title: string | null; video_cdn_url: string | null }[] };
  };
  const video = body.message.videos.find((v) => v.video_cdn_url);
  if (!video) throw new Error('The learner has no video with a recording file.');
  return { uuid: video.uuid, title: video.title ?? '' };
}

/**
 * In headless Chromium, signed in as `email` through the real login: the video page of a seeded
 * recording, `runs` cold loads (cache disabled) from navigation start to the first frame the
 * player presents (muted play on arrival); then, `runs` times, from a click on plyr's play button
 * (the page loaded and the first frame shown) to the next presented frame.
 */
export async function measureFirstFrame(baseUrl: string, email: string, runs: number): Promise<FirstFrameFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addInitScript(PLAY_ON_ARRIVAL);
    const page = await context.newPage();
    const token = await signInForToken(page, email);
    const video = await videoWithFile(page, baseUrl, token);
    await coldPage(page);

    const toFrame: number[] = [];
    let fallbacks = 0;
    // One warm-up load: the first navigation also pays for the browser's own start-up work.
    for (let run = -1; run < runs; run += 1) {
      await page.goto(`/media/${video.uuid}`);
      const m = await marks(page);
      if (run < 0) continue;
      if (m.frame === undefined) fallbacks += 1;
      toFrame.push(m.frame ?? m.loadeddata!);
    }

    await page.evaluate(() => sessionStorage.setItem('bench-no-autoplay', '1'));
    const clickToFrame: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`/media/${video.uuid}`);
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, undefined, {
        timeout: 60_000,
      });
      await page.evaluate(() => {
        const video = document.querySelector('video')!;
        const m: Record<string, number> = {};
        (window as { __frameMarks?: Record<string, number> }).__frameMarks = m;
        // Stamped when the click reaches the page, before plyr handles it.
        document.addEventListener(
          'click',
          () => {
            m.click = performance.now();
            video.requestVideoFrameCallback((_now, meta) => {
              m.frame = meta.presentationTime;
            });
          },
          { capture: true, once: true },
        );
      });
      await page.locator('button[data-plyr="play"]').first().click();
      await page.waitForFunction(
        () => (window as { __frameMarks?: { frame?: number } }).__frameMarks?.frame !== undefined,
        undefined,
        { timeout: 30_000 },
      );
      const m = await page.evaluate(() => (window as { __frameMarks?: Record<string, number> }).__frameMarks!);
      clickToFrame.push(m.frame! - m.click!);
    }
    return {
      ...video,
      runs,
      navigationToFrameMs: spread(toFrame),
      fallbacks,
      clickToFrameMs: spread(clickToFrame),
    };
  } finally {
    await browser.close();
  }
}
