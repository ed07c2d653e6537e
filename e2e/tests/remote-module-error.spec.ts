import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import {
  expectOtherRoutesWork,
  expectSamePage,
  fallbackCard,
  markPage,
  retryButton,
} from '../support/remote-fallback.ts';
import { expectLearnerShell, expectPath, navEntry, pageHeading } from '../support/shell.ts';

/** The Watch page's exposed module of the media remote, whatever its content hash. */
const WATCH_PAGE_MODULE = '**/remotes/media/__federation_expose_WatchPage.*.js';

/**
 * Runs before the chunk's own code: every module the chunk brings throws when evaluated, as in
 * a broken release whose Watch page module fails at import time.
 */
const BREAK_MODULES = `(function () {
  var chunks = (self.webpackChunkcedar_media = self.webpackChunkcedar_media || []);
  var push = chunks.push;
  chunks.push = function (chunk) {
    chunks.push = push;
    Object.keys(chunk[1]).forEach(function (id) {
      chunk[1][id] = function () {
        throw new Error('A broken release of the Watch page');
      };
    });
    return push.apply(chunks, arguments);
  };
})();
`;

test('a remote whose module throws: the fallback card on its route only, and Retry after the fix loads it without a reload', async ({
  page,
}) => {
  await page.route(WATCH_PAGE_MODULE, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: BREAK_MODULES + (await response.text()),
      // Not kept by the browser, so the fixed file is fetched when it is asked for again.
      headers: { ...response.headers(), 'cache-control': 'no-store' },
    });
  });
  await signIn(page, ACCOUNTS.learner);
  await expectLearnerShell(page);
  await markPage(page);

  await navEntry(page, 'Watch').click();
  await expectPath(page, '/watch');
  await expect(fallbackCard(page)).toBeVisible();
  await expect(retryButton(page)).toBeVisible();
  await expectLearnerShell(page);

  // Every other route still works.
  await expectOtherRoutesWork(page);

  // Retry while the release is still broken keeps the card.
  await navEntry(page, 'Watch').click();
  await expect(fallbackCard(page)).toBeVisible();
  await retryButton(page).click();
  await expect(retryButton(page)).toBeEnabled();
  await expect(fallbackCard(page)).toBeVisible();

  // The fixed release is served: Retry brings the Watch page, in the same page.
  await page.unroute(WATCH_PAGE_MODULE);
  await retryButton(page).click();
  await expect(fallbackCard(page)).toHaveCount(0);
  await expect(pageHeading(page, /.+/)).toBeVisible();
  await expectSamePage(page);
});
