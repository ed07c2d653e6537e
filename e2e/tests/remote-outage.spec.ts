import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { pointRemoteAt } from '../support/registry.ts';
import {
  expectOtherRoutesWork,
  expectSamePage,
  fallbackCard,
  markPage,
  retryButton,
} from '../support/remote-fallback.ts';
import { expectLearnerShell, expectPath, navEntry, pageHeading } from '../support/shell.ts';

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
    await expect(retryButton(page)).toBeVisible();
    await expectLearnerShell(page);

    // Every other route still works, in the same page.
    await expectOtherRoutesWork(page);

    // Retry while still down keeps the card; once the files are back, Retry brings the page.
    await navEntry(page, 'Watch').click();
    await expect(fallbackCard(page)).toBeVisible();
    await retryButton(page).click();
    await expect(fallbackCard(page)).toBeVisible();
    // The button reads Retrying... while it works: wait until that attempt has failed, or bringing
    // the files back now would let it succeed before the second Retry.
    await expect(retryButton(page)).toBeEnabled();
    await page.unroute('**/remotes/media/**');
    await retryButton(page).click();
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
      await expect(retryButton(page)).toBeVisible();
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
      await retryButton(page).click();
      // The button reads Retrying... while it works; back to Retry means the attempt is over.
      await expect(retryButton(page)).toBeEnabled();
      await expect(fallbackCard(page)).toBeVisible();
    } finally {
      restore();
    }
    // Retry reads the registry again: the corrected entry takes effect in the same page.
    const registryReads: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/remotes.json') registryReads.push(request.url());
    });
    await retryButton(page).click();
    await expect(fallbackCard(page)).toHaveCount(0);
    await expect(pageHeading(page, /.+/)).toBeVisible();
    expect(registryReads.length).toBeGreaterThan(0);
    await expectSamePage(page);
  });
  test("a dashboard widget whose remote is down: the fallback in the widget's slot only, Retry brings the widget once its remote is back, without a reload", async ({
    page,
  }) => {
    // The connect remote serves the dashboard's Study Session card; its files are gone.
    await page.route('**/remotes/connect/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await signIn(page, ACCOUNTS.learner);
    await expectLearnerShell(page);
    await markPage(page);

    const studySession = page.getByRole('region', { name: 'Study Session' });
    await expect(fallbackCard(page)).toHaveCount(1);
    await expect(studySession).toHaveCount(0);
    // The dashboard's own panels are all there.
    await expect(page.getByRole('region', { name: 'My Courses' })).toBeVisible();

    // Retry while still down keeps the card; once the files are back, Retry brings the widget.
    await retryButton(page).click();
    await expect(fallbackCard(page)).toBeVisible();
    await expect(retryButton(page)).toBeEnabled();
    await page.unroute('**/remotes/connect/**');
    await retryButton(page).click();
    await expect(fallbackCard(page)).toHaveCount(0);
    await expect(studySession).toBeVisible();
    await expect(studySession.getByText('Staff in Session:')).toBeVisible();
    await expectSamePage(page);
  });
});
