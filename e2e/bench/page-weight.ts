import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { signInSteps } from '../support/sign-in-flow.ts';

/** One script a page requested, with its size as built and gzipped (level 6). */
export interface PageScript {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /** Bytes the response body took on the wire (compressed when the server compressed it). */
  wireBytes: number;
}

/** The scripts of one page: until it is complete (the first render), then until the browser is idle. */
export interface PageWeight {
  path: string;
  firstRender: PageScript[];
  /** Scripts requested after the first render until idle (the rest of the page, idle prefetch). */
  untilIdle: PageScript[];
}

export const gzipTotal = (scripts: readonly PageScript[]): number =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

/**
 * Reads a script's body as soon as it arrives: the shell may replace the page's URL while it
 * starts (a signed-in deep link passes through /), after which Chromium no longer holds the
 * bodies of responses received before.
 */
async function bodyOf(request: Request): Promise<Buffer | null> {
  const response = await request.response();
  if (!response || !response.ok()) return null;
  return response.body().catch(() => null);
}

async function describe(
  request: Request,
  bodies: Map<Request, Promise<Buffer | null>>,
  wire: Map<string, number>,
): Promise<PageScript | null> {
  const body = await (bodies.get(request) ?? bodyOf(request));
  if (!body) return null;
  return {
    url: request.url(),
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 6 }).length,
    wireBytes: wire.get(request.url()) ?? body.length,
  };
}

/**
 * The shell shows a page once its main heading is on screen. The loading screen is a busy
 * `main` with a heading of its own (the greeting), which is not the page.
 */
export async function firstRender(page: Page): Promise<void> {
  await page
    .locator('main:not([aria-busy="true"])')
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
}

/** A dashboard is complete once every panel has its answer (`data-dashboard-loaded`); other pages once shown. */
export async function completePage(page: Page): Promise<void> {
  await firstRender(page);
  const marker = page.locator('[data-dashboard-loaded]');
  if ((await marker.count()) > 0) await page.locator('[data-dashboard-loaded="true"]').waitFor({ timeout: 60_000 });
}

/** Idle: no request for `quietMs`, after the idle prefetch (requestIdleCallback) had its chance. */
async function idle(page: Page, quietMs = 1500): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  await page.waitForTimeout(quietMs);
  await page.waitForLoadState('networkidle');
}

/**
 * Opens `path` with an empty cache as `email` (signed in first when given; null stays signed
 * out) and records the scripts it requests until its first render, then until idle.
 */
export async function measurePageWeight(browser: Browser, baseUrl: string, email: string | null, path: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    if (email) {
      await signInSteps(page, email);
      await firstRender(page);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map<string, string>();
    const wire = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.responseReceived', (event) => {
      // Body bytes as sent (Content-Length of a compressed answer); encodedDataLength adds headers.
      const length = Number(event.response.headers['content-length'] ?? event.response.headers['Content-Length']);
      if (Number.isFinite(length)) wire.set(event.response.url, length);
    });
    const before: Request[] = [];
    const after: Request[] = [];
    let rendered = false;
    const bodies = new Map<Request, Promise<Buffer | null>>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') (rendered ? after : before).push(request);
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') bodies.set(request, bodyOf(request));
    });
    await page.goto(path);
    if (email) await completePage(page);
    else await page.waitForLoadState('load');
    rendered = true;
    await idle(page);
    const collect = async (requests: Request[]) =>
      (await Promise.all(requests.map((request) => describe(request, bodies, wire)))).filter(
        (script): script is PageScript => script !== null,
      );
    return { path, firstRender: await collect(before), untilIdle: await collect(after) } satisfies PageWeight;
  } finally {
    await context.close();
  }
}
