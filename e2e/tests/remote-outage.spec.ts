import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { pointRemoteAt } from '../support/registry.ts';
import { expectLearnerShell, expectPath, navEntry, pageHeading } from '../support/shell.ts';

const fallbackText = 'This part of the page could not load';

function fallbackCard(page: Page) {
  return page.getByRole('main').getByText(fallbackText);
}

/** Marks the page, so a later check can prove it was not reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __cedarSamePage: true }));
}

async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __cedarSamePage?: boolean }).__cedarSamePage)).toBe(true);
}

test.describe('a remote that fails to load', () => {
  test('its files answer 404: fallback on its route only, Retry recovers without a reload', async ({ page }) => {
    // The media remote's files are gone from the start (its host or CDN is down), so the
    // shell's idle prefetch fails too.
    await page.route('**/remotes/media/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await signIn(page, ACCOUNTS.learner);
    await expectLearnerShell(page);
    await markPage(page);

    await navEntry(page, 'Watch').click();
    await expectPath(page, '/watch');
    await expect(fallbackCard(page)).toBeVisible();
    const retry = page.getByRole('main').getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expectLearnerShell(page);

    // Every other route still works, in the same page.
    await navEntry(page, 'Home').click();
    await expectPath(page, '/');
    await expect(fallbackCard(page)).toHaveCount(0);
    await expect(pageHeading(page, /.+/)).toBeVisible();
    await navEntry(page, 'Connect').click();
    await expectPath(page, '/connect');
    await expect(fallbackCard(page)).toHaveCount(0);
    await expect(pageHeading(page, /.+/)).toBeVisible();

    // Retry while still down keeps the card; once the files are back, Retry brings the page.
    await navEntry(page, 'Watch').click();
    await expect(fallbackCard(page)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await expect(fallbackCard(page)).toBeVisible();
    // The button reads Retrying... while it works: wait until that attempt has failed, or bringing
    // the files back now would let it succeed before the second Retry.
    await expect(page.getByRole('main').getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();
    await page.unroute('**/remotes/media/**');
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await expect(fallbackCard(page)).toHaveCount(0);
    await expect(pageHeading(page, /.+/)).toBeVisible();
    await expectSamePage(page);
  });

  test('its registry entry points at a missing URL: fallback there, other routes work, fixing the registry and Retry recover without a reload', async ({
    page,
  }) => {
    const restore = pointRemoteAt('media', '/remotes/media/missing-version/mf-manifest.json');
    try {
      await signIn(page, ACCOUNTS.learner);
      await expectLearnerShell(page);
      await expect(pageHeading(page, /.+/)).toBeVisible();

      await page.goto('/watch');
      await expect(fallbackCard(page)).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectLearnerShell(page);
      await markPage(page);

      await navEntry(page, 'Connect').click();
      await expectPath(page, '/connect');
      await expect(fallbackCard(page)).toHaveCount(0);
      await expect(pageHeading(page, /.+/)).toBeVisible();

      // Retry while the entry is still wrong keeps the card.
      await navEntry(page, 'Watch').click();
      await expectPath(page, '/watch');
      await expect(fallbackCard(page)).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
      // The button reads Retrying... while it works; back to Retry means the attempt is over.
      await expect(page.getByRole('main').getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();
      await expect(fallbackCard(page)).toBeVisible();
    } finally {
      restore();
    }
    // Retry reads the registry again: the corrected entry takes effect in the same page.
    const registryReads: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/remotes.json') registryReads.push(request.url());
    });
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await expect(fallbackCard(page)).toHaveCount(0);
    await expect(pageHeading(page, /.+/)).toBeVisible();
    expect(registryReads.length).toBeGreaterThan(0);
    await expectSamePage(page);
  });
});
