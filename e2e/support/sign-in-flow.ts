import type { Page, Response } from '@playwright/test';
import { PASSWORD } from './accounts.ts';

/** How a journey signs in on the embedded provider's login page. */
export type SignInVia = 'demo' | 'form';

/**
 * The sign-in steps alone, without assertions (the benchmark uses them outside the test
 * runner): the landing page's Log In, the embedded provider's login page at /oidc, the
 * callback, and back in the portal (Authorization Code + PKCE).
 */
export async function signInSteps(
  page: Page,
  email: string,
  via: SignInVia = 'demo',
  from = '/',
  password = PASSWORD,
): Promise<void> {
  await page.goto(from);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/oidc\//);
  if (via === 'demo') {
    await page.getByRole('button', { name: email }).click();
  } else {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
}

/**
 * The sign-in steps, answering the access token the portal received from the provider's token
 * endpoint (the benchmarks call the API with it as the signed-in learner would).
 */
export async function signInForToken(page: Page, email: string): Promise<string> {
  let token = '';
  const onResponse = async (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('/token') && response.request().method() === 'POST') {
      const body = (await response.json().catch(() => ({}))) as { access_token?: string };
      if (body.access_token) token = body.access_token;
    }
  };
  page.on('response', onResponse);
  await signInSteps(page, email);
  // The token answer is read asynchronously; the portal's first render follows it anyway.
  for (let waited = 0; !token && waited < 20_000; waited += 100) await page.waitForTimeout(100);
  page.off('response', onResponse);
  if (!token) throw new Error('No access token was seen during sign-in.');
  return token;
}
