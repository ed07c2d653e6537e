import { expect, type Page } from '@playwright/test';
import { signInSteps, type SignInVia } from './sign-in-flow.ts';

export interface SignInOptions {
  /** 'demo' clicks the account on the login page; 'form' types e-mail and password. */
  via?: SignInVia;
  /** Where to start; the portal returns there after sign-in. */
  from?: string;
  /** The password typed with `via: 'form'` (default: the demo accounts'). */
  password?: string;
}

/** Signs in through the real flow and waits until the portal no longer offers Log In. */
export async function signIn(page: Page, email: string, options: SignInOptions = {}): Promise<void> {
  await signInSteps(page, email, options.via, options.from, options.password);
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
}
