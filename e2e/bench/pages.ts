import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { builtFileOf, duplicatedModules } from './duplicates.ts';
import { gzipTotal, measurePageWeight, type PageScript } from './page-weight.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (scripts: readonly PageScript[], key: keyof Omit<PageScript, 'url'>) =>
  scripts.reduce((total, script) => total + script[key], 0);

/** The pages weighed: who opens them and where. */
export const WEIGHED_PAGES = [
  { who: 'learner@cedar.test', path: '/' },
  { who: 'learner@cedar.test', path: '/watch' },
  // A profile page is /profile/{e-mail}; /profile alone goes to the dashboard.
  { who: 'learner@cedar.test', path: '/profile/learner@cedar.test' },
  { who: 'support@cedar.test', path: '/acp/listRequests/' },
] as const;

/**
 * JavaScript per page in headless Chromium with the cache disabled: files and gzip bytes until
 * the page is complete, then until the browser is idle (idle prefetch included), and the bytes
 * the server sent for them, and the minified bytes of package modules that two of its files both
 * carry (read from the source maps of the built files).
 */
export async function pagesBench(baseUrl: string): Promise<{ head: string[]; rows: string[][] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: string[][] = [];
  try {
    for (const { who, path } of WEIGHED_PAGES) {
      const weight = await measurePageWeight(browser, baseUrl, who, path);
      const all = [...weight.firstRender, ...weight.untilIdle];
      rows.push([
        `${path} as ${who}`,
        String(weight.firstRender.length),
        kib(gzipTotal(weight.firstRender)),
        String(all.length),
        kib(sum(all, 'rawBytes')),
        kib(gzipTotal(all)),
        kib(sum(all, 'wireBytes')),
        kib(duplicatedModules(all.map((s) => builtFileOf(s.url)).filter((f): f is string => f !== null)).totalExtra),
        '≤ 400 KB gzip until idle',
      ]);
      const dup = duplicatedModules(all.map((s) => builtFileOf(s.url)).filter((f): f is string => f !== null));
      if (process.env.BENCH_LIST_FILES)
        for (const d of dup.duplicates.slice(0, 15)) console.log(`  ${path} duplicate ${d.pkg} ${kib(d.extraBytes)}`);
      if (process.env.BENCH_LIST_FILES)
        for (const s of all) console.log(`  ${path} ${new URL(s.url).pathname} ${kib(s.gzipBytes)}`);
    }
  } finally {
    await browser.close();
  }
  return {
    head: [
      'page',
      'files (complete)',
      'gzip (complete)',
      'files (idle)',
      'raw (idle)',
      'gzip (idle)',
      'sent',
      'duplicated (minified)',
      'target',
    ],
    rows,
  };
}
