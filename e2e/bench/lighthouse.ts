import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { signInForToken } from '../support/sign-in-flow.ts';

/**
 * Lighthouse (the npm package) on the built portal, driving Debian's Chromium headless, with its
 * default mobile emulation (Moto G Power screen, simulated slow 4G and 4x CPU slowdown), every
 * load cold (HTTP cache cleared): `/` signed out, then as the learner `/` (the dashboard),
 * `/watch`, a video page and the profile page. Signed in, the portal's session (oidc-client-ts in
 * localStorage, from the real sign-in in the same browser profile) is kept: Lighthouse's storage
 * reset is off and the cache is cleared over CDP before each run instead.
 * `BENCH_LIGHTHOUSE_RUNS` runs per page (default 3), and the median by Performance is printed.
 */

type PrintTable = (title: string, head: string[], rows: string[][]) => void;

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LEARNER = 'learner@cedar.test';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The targets, printed beside the figures. */
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 95, cls: 0.1 };

interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Audits of an accessibility, best-practices or SEO category that did not pass. */
  failing: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function figuresOf(result: RunnerResult): PageFigures {
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as PageFigures['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    failing,
  };
}

/** The run whose Performance score is the median (Lighthouse's own advice for several runs). */
function median(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A video of the learner's library, from the API the Watch page calls. */
async function aVideo(baseUrl: string, token: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/portal-config.json`)).json()) as { apiKey?: string };
  const answer = await fetch(`${baseUrl}/api/v1/videos/?view=cards`, {
    headers: { authorization: `Bearer ${token}`, 'x-api-key': config.apiKey ?? '' },
  });
  if (!answer.ok) throw new Error(`GET /api/v1/videos/ answered ${answer.status}`);
  const body = (await answer.json()) as { message: { videos: { uuid: string; video_cdn_url: string | null }[] } };
  const video = body.message.videos.find((v) => v.video_cdn_url) ?? body.message.videos[0];
  if (!video) throw new Error('The learner has no video.');
  return video.uuid;
}

async function audit(context: BrowserContext, port: number, url: string, signedIn: boolean): Promise<PageFigures> {
  // Cold: the HTTP cache of the whole browser goes before each run.
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Signed out Lighthouse clears the origin's storage as usual; signed in that would sign out.
    disableStorageReset: signedIn,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (signedIn) {
    // A signed-in page asks for its user at start-up: without that call the session was lost.
    const requests = (result.lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
      ?.items;
    if (!requests?.some((request) => request.url.includes('/api/v1/users/startup')))
      throw new Error(`Lighthouse loaded ${url} signed out: the sign-in did not carry over`);
  }
  return figuresOf(result);
}

export async function lighthouseBench(baseUrl: string, printTable: PrintTable): Promise<void> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'cedar-lighthouse-'));
  // A persistent profile: the tabs Lighthouse opens share its localStorage (the sign-in).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    headless: true,
    baseURL: baseUrl,
  });
  const results: { name: string; runs: PageFigures[] }[] = [];
  const started = Date.now();
  try {
    const measure = async (name: string, url: string, signedIn: boolean) => {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(context, port, url, signedIn));
      results.push({ name, runs });
    };
    await measure('/ signed out', `${baseUrl}/`, false);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseUrl);
    const token = await signInForToken(page, LEARNER);
    const video = await aVideo(baseUrl, token);
    await page.goto('about:blank');
    await measure('/ (dashboard)', `${baseUrl}/`, true);
    await measure('/watch', `${baseUrl}/watch`, true);
    await measure('video page', `${baseUrl}/media/${video}`, true);
    // A profile page is /profile/{e-mail}; /profile alone goes to the dashboard.
    await measure('profile page', `${baseUrl}/profile/${LEARNER}`, true);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }

  const ms = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : '-');
  printTable(
    `Lighthouse, mobile emulation, cold, median of ${RUNS} by Performance (targets: Performance ≥ ${TARGETS.performance}, ` +
      `Accessibility ${TARGETS.accessibility}, Best Practices ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}, CLS ≤ ${TARGETS.cls})`,
    ['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'CLS', 'TBT ms', 'FCP', 'Perf of runs'],
    results.map(({ name, runs }) => {
      const m = median(runs);
      return [
        name,
        String(m.scores.performance),
        String(m.scores.accessibility),
        String(m.scores['best-practices']),
        String(m.scores.seo),
        ms(m.lcpMs),
        m.cls.toFixed(3),
        m.tbtMs.toFixed(0),
        ms(m.fcpMs),
        runs.map((run) => run.scores.performance).join(' '),
      ];
    }),
  );
  const failing = results.flatMap(({ name, runs }) => {
    const audits = median(runs).failing;
    return audits.length ? [`  ${name}: ${audits.join(', ')}`] : [];
  });
  if (failing.length) console.log(`Audits not passed (accessibility, best practices, SEO):\n${failing.join('\n')}`);
  console.log(`Lighthouse ${RUNS * results.length} runs in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
