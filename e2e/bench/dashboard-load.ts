import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { repoRoot } from '../support/portal.ts';
import { quantile } from './http-load.ts';
import { signInForToken } from '../support/sign-in-flow.ts';

export interface PageLoad {
  /** Milliseconds from navigation start to complete, one per run. */
  times: number[];
  medianMs: number;
  /** JavaScript (or, for the static page, the whole document) of one cold load. */
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface DashboardLoadComparison {
  dashboard: PageLoad;
  staticPage: PageLoad;
  /** The path the static page was served at. */
  staticPath: string;
  /** API GETs of one dashboard load (path and query), for the load test. */
  apiPaths: string[];
  /** The learner's access token, seen at sign-in. */
  accessToken: string;
}

// Recorded in the page, not by polling from outside: the instant the dashboard flips its
// marker to "true" (every panel and federated widget answered, §4), on the page's own clock.
const RECORD_LOADED = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-dashboard-loaded="true"]')) {
      window.__dashboardLoadedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-dashboard-loaded'] });
`;

/**
 * A static page of about `gzipTarget` bytes gzipped: paragraphs of hex text (hex compresses
 * about 2:1, like minified JavaScript does at level 6), no script, no style sheet.
 */
export function staticPageOf(gzipTarget: number): string {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static bench page</title></head><body><main><h1>Static page</h1>';
  const tail = '</main></body></html>';
  const paragraphs: string[] = [];
  let html = head + tail;
  while (gzipSync(html, { level: 6 }).length < gzipTarget) {
    for (let i = 0; i < 64; i++) paragraphs.push(`<p>${randomBytes(96).toString('hex')}</p>`);
    html = head + paragraphs.join('\n') + tail;
  }
  return html;
}

async function coldPage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

function summary(times: number[], files: number, rawBytes: number, gzipBytes: number): PageLoad {
  return {
    times,
    medianMs: quantile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
    files,
    rawBytes,
    gzipBytes,
  };
}

/**
 * In one headless Chromium: the learner's dashboard at / until it reports every panel loaded,
 * `runs` times with the cache disabled, and beside it a static HTML page of the same gzip size
 * as the dashboard's JavaScript, written into the host build (served by the same server, same
 * run) until its load event, `runs` times too. The static file is removed afterwards.
 */
export async function compareDashboardLoad(
  baseUrl: string,
  email: string,
  runs: number,
): Promise<DashboardLoadComparison> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const staticName = `bench-static-${process.pid}.html`;
  const staticFile = join(repoRoot, 'host', 'dist', staticName);
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addInitScript(RECORD_LOADED);
    const page = await context.newPage();
    const accessToken = await signInForToken(page, email);
    await page.locator('[data-dashboard-loaded="true"]').waitFor({ timeout: 60_000 });
    await coldPage(page);

    // JavaScript of one cold load, gzipped from the bodies (as in js-bytes.ts).
    const scripts: Promise<Buffer | null>[] = [];
    const apiPaths: string[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.request().method() === 'GET' && response.ok())
        apiPaths.push(`${url.pathname}${url.search}`);
      if (response.request().resourceType() === 'script' && response.ok())
        scripts.push(response.body().catch(() => null));
    };
    const dashboardTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      if (run === 0) page.on('response', onResponse);
      await page.reload();
      await page.locator('[data-dashboard-loaded="true"]').waitFor({ timeout: 60_000 });
      // The observer's instant; the moment of detection only if it missed the change.
      dashboardTimes.push(
        await page.evaluate(
          () => (window as { __dashboardLoadedAt?: number }).__dashboardLoadedAt ?? -performance.now(),
        ),
      );
      if (run === 0) {
        page.off('response', onResponse);
        await page.waitForLoadState('networkidle');
      }
    }
    const bodies = (await Promise.all(scripts)).filter((body): body is Buffer => body !== null);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 6 }).length, 0);
    const dashboard = summary(dashboardTimes, bodies.length, raw, gzip);

    const html = staticPageOf(gzip);
    writeFileSync(staticFile, html);
    const staticTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`/${staticName}`, { waitUntil: 'load' });
      staticTimes.push(
        await page.evaluate(
          () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        ),
      );
    }
    const staticPage = summary(staticTimes, 1, Buffer.byteLength(html), gzipSync(html, { level: 6 }).length);
    return { dashboard, staticPage, staticPath: `/${staticName}`, apiPaths, accessToken };
  } finally {
    rmSync(staticFile, { force: true });
    await browser.close();
  }
}
