import { expect, type Locator, type Page } from '@playwright/test';
import { expectPath, navEntry, pageHeading } from './shell.ts';

/** The card the shell shows in place of a page whose remote could not load. */
export function fallbackCard(page: Page): Locator {
  return page.getByRole('main').getByText('This part of the page could not load');
}

/** The card's Retry (it reads Retrying... while an attempt runs). */
export function retryButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: 'Retry', exact: true });
}

/** Marks the page, so a later check can prove it was not reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __cedarSamePage: true }));
}

/** The page marked by `markPage` is still the one showing. */
export async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __cedarSamePage?: boolean }).__cedarSamePage)).toBe(true);
}

/** Home and Connect still render their pages while one remote is down. */
export async function expectOtherRoutesWork(page: Page): Promise<void> {
  for (const [entry, path] of [
    ['Home', '/'],
    ['Connect', '/connect'],
  ] as const) {
    await navEntry(page, entry).click();
    await expectPath(page, path);
    await expect(fallbackCard(page)).toHaveCount(0);
    await expect(pageHeading(page, /.+/)).toBeVisible();
  }
}
