import type { Page } from '@playwright/test';
import { PASSWORD } from './accounts.ts';

/** How a journey signs in on the embedded provider's login page. */
export type SignInVia = 'demo' | 'form';

/**
 * The sign-in steps alone, without assertions (the benchmark uses them outside the test
 * runner): the landing page's Log In, the embedded provider's login page at /oidc, the
 * callback, and back in the portal (Authorization Code + PKCE).
 */
export async function signInSteps(page: Page, email: string, via: SignInVia = 'demo', from = '/'): Promise<void> {
  await page.goto(from);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/oidc\//);
  if (via === 'demo') {
    await page.getByRole('button', { name: email }).click();
  } else {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
}
