import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';

/**
 * The console's Support Requests page polls its cohort's list every 30 s (ADR 0037). The
 * browser holds the last answer and revalidates it: an unchanged list comes back 304 with no
 * body, compressed answers keep one tag (ADR 0043). Playwright's clock moves the page's timers.
 */
const COHORT = 1;
const LIST_PATH = `/api/v1/cohort/${COHORT}/supportrequests`;

interface Poll {
  ifNoneMatch?: string;
  wireStatus?: number;
  etag?: string;
  encoding?: string;
}

test('an open Support Requests page revalidates its list: 304 while nothing changed', async ({ page }) => {
  const polls = new Map<string, Poll>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const of = (id: string) => polls.get(id) ?? polls.set(id, {}).get(id)!;
  const lists = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.method === 'GET' && new URL(event.request.url).pathname === LIST_PATH) {
      lists.add(event.requestId);
      of(event.requestId);
    }
  });
  const header = (headers: Record<string, unknown>, name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] as string | undefined;
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    of(event.requestId).ifNoneMatch = header(event.headers, 'if-none-match');
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const poll = of(event.requestId);
    poll.wireStatus = event.statusCode;
    poll.etag = header(event.headers, 'etag');
    poll.encoding = header(event.headers, 'content-encoding');
  });
  const listPolls = () => [...lists].map((id) => polls.get(id)!).filter((p) => p.wireStatus !== undefined);

  await signIn(page, ACCOUNTS.admin);
  await page.evaluate((id) => localStorage.setItem('mk_acp_selected-cohort-id', String(id)), COHORT);
  // The overview the admin lands on reads the same list. Once it has settled, the page starts
  // from an empty cache and the count starts here, so the list page's first read is a 200
  // whichever way the overview's read went.
  await page.waitForLoadState('networkidle');
  await cdp.send('Network.clearBrowserCache');
  lists.clear();
  polls.clear();
  await page.clock.install();
  await page.goto('/acp/listRequests/');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => listPolls().length).toBeGreaterThanOrEqual(1);
  const first = listPolls()[0]!;
  expect(first.wireStatus).toBe(200);
  expect(first.etag).toMatch(/^"[\w-]+"$/);
  expect(first.encoding, 'the list travels compressed').toMatch(/^(br|gzip)$/);

  const cards = await page.getByRole('main').getByRole('listitem').count();
  await page.clock.runFor(31_000);
  await expect.poll(() => listPolls().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const again = listPolls()[1]!;
  expect(again.ifNoneMatch, 'the browser revalidates the list it holds').toBe(first.etag);
  expect(again.wireStatus, 'an unchanged list comes back 304').toBe(304);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(cards);
});
