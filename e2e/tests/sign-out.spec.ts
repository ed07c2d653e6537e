import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { chooseFromUserMenu, expectAdminShell, expectLearnerShell } from '../support/shell.ts';

/**
 * Sign Out from each shell, on a desktop and on a phone (profiles-shell-and-access §4.2): the
 * session ends at the provider, the portal lands on the landing page and stays there, and the
 * next Log In asks for a password, so another person can sign in on the same browser.
 */

const PHONE = { width: 390, height: 844 };

/** Sign Out from the avatar menu (desktop) or the navigation drawer (phone). */
async function signOutFrom(page: Page, layout: 'desktop' | 'phone'): Promise<void> {
  if (layout === 'desktop') {
    await chooseFromUserMenu(page, 'Sign Out');
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
  }
}

/**
 * Signs out and checks that it held: the provider's end-session ran, no sign-in started after
 * it (a poll, a presence beacon or a renewal must not sign the user straight back in), the
 * landing page stays, and no tokens are left in the browser.
 */
async function signOutAndExpectLanding(page: Page, layout: 'desktop' | 'phone'): Promise<void> {
  const seen: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/oidc/session/end') || pathname === '/oidc/auth' || pathname === '/auth/callback') {
      seen.push(pathname);
    }
  };
  page.on('request', onRequest);
  await signOutFrom(page, layout);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  // Long enough for a poll, a presence beacon or a token renewal to have tried a sign-in.
  await page.waitForTimeout(3_000);
  page.off('request', onRequest);
  expect(seen[0], 'the provider ends the session').toBe('/oidc/session/end');
  expect(seen, 'no sign-in starts after Sign Out').not.toContain('/oidc/auth');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  const tokens = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:')));
  expect(tokens, 'no tokens are left in the browser').toEqual([]);
}

/** The e-mail of the portal's signed-in user, read from the tokens the portal keeps. */
async function signedInEmail(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { profile?: { email?: string } }) : null;
    return user?.profile?.email ?? null;
  });
}

/** The shell a signed-in user sees: tabs or navigation on a desktop, the menu button on a phone. */
async function expectShell(page: Page, shell: 'learner' | 'admin', layout: 'desktop' | 'phone'): Promise<void> {
  if (layout === 'phone') {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  } else {
    await (shell === 'learner' ? expectLearnerShell(page) : expectAdminShell(page));
  }
}

/** Log In asks for the password again (the provider's session ended), and the next person signs in. */
async function signInAsNext(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/oidc\//);
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
}

const JOURNEYS = [
  { from: 'learner', shell: 'learner', next: 'facilitator' },
  { from: 'facilitator', shell: 'admin', next: 'learner' },
] as const;

for (const layout of ['desktop', 'phone'] as const) {
  test.describe(`Sign Out on a ${layout}`, () => {
    if (layout === 'phone') test.use({ viewport: PHONE });

    for (const { from, shell, next } of JOURNEYS) {
      test(`from the ${shell} shell, then ${next} signs in`, async ({ page }) => {
        await signIn(page, ACCOUNTS[from]);
        await expectShell(page, shell, layout);
        // The page's own calls have settled: its polls and presence are running, as for a user.
        await page.waitForLoadState('networkidle');
        await signOutAndExpectLanding(page, layout);

        await signInAsNext(page, ACCOUNTS[next]);
        await expectShell(page, next === 'learner' ? 'learner' : 'admin', layout);
        expect(await signedInEmail(page)).toBe(ACCOUNTS[next]);
      });
    }
  });
}
