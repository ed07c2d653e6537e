import { expect, test } from '@playwright/test';
import { gzipTotal, measurePageWeight, type PageScript } from '../bench/page-weight.ts';
import { ACCOUNTS } from '../support/accounts.ts';

/**
 * Budgets on the JavaScript a page costs (issue "Speed"), in gzipped bytes of the files as
 * built, so they hold whatever the server compresses with and however fast this machine is:
 * the first render of / as a learner (until every dashboard panel has its answer) and a
 * signed-in page until the browser is idle, idle prefetch included.
 *
 * The issue's targets are 250 KiB and 400 KiB; the pages are not there yet (ADR 0032, 0041, 0042),
 * so CI holds ceilings just above the figures last measured (ADR 0042: until idle 542 KiB on
 * the support list; ADR 0048: the first render of / 432 KiB, now that the dashboard's dates need
 * no moment and the idle prefetch waits for the page's calls), to keep them from creeping back,
 * and lowers them as the pages get lighter. PAGE_BUDGET=target applies the issue's targets
 * instead. The other remotes' entries the idle prefetch brings count until idle, whenever they
 * arrive: they are not part of the first render.
 */
const TARGETS = process.env.PAGE_BUDGET === 'target';
const FIRST_RENDER_BUDGET = (TARGETS ? 250 : 450) * 1024;
const UNTIL_IDLE_BUDGET = (TARGETS ? 400 : 555) * 1024;
/** The signed-out landing page, until idle: 250.3 KiB measured (ADR 0045). */
const LANDING_BUDGET = (TARGETS ? 250 : 260) * 1024;

const listed = (scripts: readonly PageScript[]) =>
  scripts
    .map((s) => `${new URL(s.url).pathname} ${(s.gzipBytes / 1024).toFixed(1)} KiB`)
    .sort()
    .join('\n');

test('a learner\u2019s first render of / and a support page until idle stay within their JavaScript budgets', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const home = await measurePageWeight(browser, baseURL!, ACCOUNTS.learner, '/');
  const homeAll = [...home.firstRender, ...home.untilIdle];
  // / runs the dashboard's page and connect's widgets; another remote's entry is idle prefetch.
  const prefetched = (s: PageScript) =>
    /^\/remotes\/(?!dashboard\/|connect\/)[a-z]+\/remoteEntry\.js$/.test(new URL(s.url).pathname);
  const firstRender = home.firstRender.filter((s) => !prefetched(s));
  expect(gzipTotal(firstRender), `first render of / as the learner:\n${listed(firstRender)}`).toBeLessThanOrEqual(
    FIRST_RENDER_BUDGET,
  );
  expect(gzipTotal(homeAll), `/ until idle:\n${listed(homeAll)}`).toBeLessThanOrEqual(UNTIL_IDLE_BUDGET);
  // Idle prefetch brings the other remotes' entries, never their pages: the only exposed modules
  // / loads are its own page and the dashboard's widgets from connect.
  const foreign = homeAll
    .map((s) => new URL(s.url).pathname)
    .filter((p) => p.includes('__federation_expose_') && !/^\/remotes\/(dashboard|connect)\//.test(p));
  expect(foreign).toEqual([]);

  const support = await measurePageWeight(browser, baseURL!, ACCOUNTS.support, '/acp/listRequests/');
  const supportAll = [...support.firstRender, ...support.untilIdle];
  expect(gzipTotal(supportAll), `/acp/listRequests/ until idle:\n${listed(supportAll)}`).toBeLessThanOrEqual(
    UNTIL_IDLE_BUDGET,
  );
  // Only the current route's page: the support list, no other remote's page.
  const pages = supportAll.map((s) => new URL(s.url).pathname).filter((p) => p.includes('__federation_expose_'));
  expect(pages.every((p) => p.startsWith('/remotes/acp/'))).toBe(true);
});

test('a signed-out visitor\u2019s landing page loads none of the signed-in portal', async ({ browser, baseURL }) => {
  const landing = await measurePageWeight(browser, baseURL!, null, '/');
  const all = [...landing.firstRender, ...landing.untilIdle];
  const paths = all.map((s) => new URL(s.url).pathname);
  // The router, the shells and their menus and drawers come with the signed-in portal's chunk.
  expect(paths.filter((p) => /^\/(signed-in-app|admin-shell|shell-drawer)\./.test(p))).toEqual([]);
  expect(paths.filter((p) => p.startsWith('/remotes/'))).toEqual([]);
  expect(gzipTotal(all), `/ signed out until idle:\n${listed(all)}`).toBeLessThanOrEqual(LANDING_BUDGET);
});
