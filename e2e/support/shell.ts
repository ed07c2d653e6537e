import { expect, type Locator, type Page } from '@playwright/test';

/** A navigation entry of either shell, whether drawn as a tab or as a link. */
export function navEntry(page: Page, name: string): Locator {
  return page
    .getByRole('tab', { name, exact: true })
    .or(page.getByRole('link', { name, exact: true }))
    .first();
}

/** The page's main heading, inside the shell's content pane. */
export function pageHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1, name }).first();
}

/** The learner header (profiles-shell-and-access §2.4): Home, Watch and Connect. */
export async function expectLearnerShell(page: Page): Promise<void> {
  for (const tab of ['Home', 'Watch', 'Connect']) await expect(navEntry(page, tab)).toBeVisible();
  await expect(navEntry(page, 'Support Requests')).toHaveCount(0);
}

/** The admin shell (admin-console §2.1): its navigation starts with Overview. */
export async function expectAdminShell(page: Page): Promise<void> {
  await expect(navEntry(page, 'Overview')).toBeVisible();
  await expect(navEntry(page, 'Watch')).toHaveCount(0);
}

/** Opens the avatar / user menu of either shell. */
export async function openUserMenu(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /user menu|account|avatar/i })
    .first()
    .click();
}

/** Resolves once no animation moves `entry` (one on the element or on a container of it). */
export async function settledInPlace(entry: Locator): Promise<void> {
  await entry.evaluate((element) =>
    Promise.all(
      element.ownerDocument
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return !!target && target.contains(element);
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Picks an item of the user menu once it is in place, and checks that the menu took it (a
 * chosen item closes the menu). The shell re-renders while its panels arrive, which can close
 * a menu that just opened: it is opened again then.
 */
export async function chooseFromUserMenu(page: Page, item: string | RegExp): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await openUserMenu(page);
    await settledInPlace(entry);
    await entry.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(entry, 'the menu took the choice and closed').toBeHidden();
}

/** Waits until the path (and optional hash) is `expected`. */
export async function expectPath(page: Page, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.hash}`;
    })
    .toMatch(
      typeof expected === 'string' ? new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : expected,
    );
}
