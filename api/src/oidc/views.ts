import { brand } from '@cedar/shared/domain';
import type { DemoAccount } from '../db/seed/demo-accounts.ts';
import { html, type SafeHtml, trusted } from './html.ts';
import { OIDC_MOUNT_PATH } from './constants.ts';

export const ASSETS_PATH = `${OIDC_MOUNT_PATH}/assets`;
/** The Cedar logo (the landing page's mark), served beside the stylesheet. */
export const LOGO_FILE = 'cedar-logo.svg';

/** Texts of the sign-in pages. */
export const LOGIN_TEXTS = {
  title: `Sign in to ${brand.myProduct}`,
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  wrongCredentials: 'The e-mail or password is incorrect.',
  missingFields: 'Enter your e-mail and password.',
  waitForAccount: (seconds: number) =>
    `Too many failed attempts for this e-mail. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
  tooManyFromAddress: 'Too many failed attempts from your network. Please wait a few minutes and try again.',
  demoTitle: 'Demo accounts',
  demoIntro: 'Sign in as one of these accounts with one click.',
  signingOut: 'Signing you out…',
  signOutButton: 'Continue signing out',
  errorTitle: 'Sorry about that!',
  errorBody: 'We are unable to log you in at this time.',
  signOutErrorBody: 'We are unable to sign you out at this time.',
  errorHint: 'If you believe this is a mistake, please contact your administrator.',
} as const;

function layout(title: string, body: SafeHtml, script?: string): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title.includes(brand.myProduct) ? title : `${title} · ${brand.myProduct}`}</title>
<link rel="icon" type="image/svg+xml" href="${ASSETS_PATH}/${LOGO_FILE}">
<link rel="stylesheet" href="${ASSETS_PATH}/login.css">
${script ? html`<script src="${ASSETS_PATH}/${script}" defer></script>` : ''}
</head>
<body>
<header class="top-bar">
<span class="logo" role="img" aria-label="${brand.productName} logo"><img src="${ASSETS_PATH}/${LOGO_FILE}" alt="" width="44" height="44"><span class="word" aria-hidden="true">${brand.productName}</span></span>
</header>
<main class="content">
<div class="card">
${body}
</div>
</main>
</body>
</html>
`.value;
}

export interface LoginPageInput {
  action: string;
  email?: string;
  error?: string;
  demoAccounts: readonly DemoAccount[];
  demoPassword: string;
}

/** The sign-in form, with the demo accounts as one-click buttons (plain form posts, no script). */
export function renderLoginPage(input: LoginPageInput): string {
  const invalid = input.error ? 'true' : 'false';
  const describedBy = input.error ? 'login-error' : undefined;
  // With the e-mail already filled in (a retry, a login hint), the password is what is left.
  const focusPassword = Boolean(input.email);
  const body = html`<h1>${LOGIN_TEXTS.title}</h1>
${input.error ? html`<p class="error" role="alert" id="login-error">${input.error}</p>` : ''}
<form class="login" method="post" action="${input.action}">
<label for="email">${LOGIN_TEXTS.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required${focusPassword ? '' : html` autofocus`}
 value="${input.email ?? ''}" aria-invalid="${invalid}"${describedBy ? html` aria-describedby="${describedBy}"` : ''}>
<label for="password">${LOGIN_TEXTS.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword ? html` autofocus` : ''} aria-invalid="${invalid}"${describedBy ? html` aria-describedby="${describedBy}"` : ''}>
<button type="submit" class="primary">${LOGIN_TEXTS.submit}</button>
</form>
${input.demoAccounts.length > 0 ? demoSection(input) : ''}`;
  return layout(LOGIN_TEXTS.title, body);
}

function demoSection(input: LoginPageInput): SafeHtml {
  return html`<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">${LOGIN_TEXTS.demoTitle}</h2>
<p>${LOGIN_TEXTS.demoIntro} Password: <code>${input.demoPassword}</code></p>
<form method="post" action="${input.action}">
<input type="hidden" name="password" value="${input.demoPassword}">
<ul>
${input.demoAccounts.map(
  (account) => html`<li><button type="submit" name="email" value="${account.email}">
<span class="label">${account.label}</span> <span class="email">${account.email}</span>
<span class="description">${account.description}</span></button></li>
`,
)}</ul>
</form>
</section>`;
}

/**
 * Error page of the provider, in the product's words (profiles-shell-and-access §2.3); an
 * error while signing out speaks of signing out.
 */
export function renderErrorPage(detail: { error: string; description?: string; signingOut?: boolean }): string {
  const body = html`<h1>${LOGIN_TEXTS.errorTitle}</h1>
<p>${detail.signingOut ? LOGIN_TEXTS.signOutErrorBody : LOGIN_TEXTS.errorBody}</p>
<p>${LOGIN_TEXTS.errorHint}</p>
<p class="detail"><code>${detail.error}</code>${detail.description ? html` ${detail.description}` : ''}</p>`;
  return layout(LOGIN_TEXTS.errorTitle, body);
}

/**
 * Logout needs no confirmation: the page submits the provider's logout form at once
 * (static script, no inline code); without JavaScript one button press does it.
 */
export function renderLogoutPage(providerForm: string): string {
  const formId = 'op.logoutForm';
  const body = html`<h1>${LOGIN_TEXTS.signingOut}</h1>
${trusted(providerForm)}
<input type="hidden" name="logout" value="yes" form="${formId}">
<button type="submit" class="primary" form="${formId}">${LOGIN_TEXTS.signOutButton}</button>`;
  return layout(LOGIN_TEXTS.signingOut, body, 'logout.js');
}

export interface SetPasswordPageInput {
  action: string;
  token: string;
  email: string;
  error?: string;
  texts: {
    title: string;
    intro: string;
    password: string;
    confirm: string;
    hint: string;
    submit: string;
  };
}

/** The set-password form of a one-time link, in the sign-in page's look (plain form post). */
export function renderSetPasswordPage(input: SetPasswordPageInput): string {
  const { texts } = input;
  const invalid = input.error ? 'true' : 'false';
  const describedBy = input.error ? 'password-hint set-password-error' : 'password-hint';
  const body = html`<h1>${texts.title}</h1>
<p>${texts.intro}</p>
${input.error ? html`<p class="error" role="alert" id="set-password-error">${input.error}</p>` : ''}
<form class="login" method="post" action="${input.action}">
<input type="hidden" name="token" value="${input.token}">
<input type="hidden" name="username" value="${input.email}" autocomplete="username">
<label for="password">${texts.password}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus aria-invalid="${invalid}" aria-describedby="${describedBy}">
<p class="hint" id="password-hint">${texts.hint}</p>
<label for="confirm">${texts.confirm}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required aria-invalid="${invalid}">
<button type="submit" class="primary">${texts.submit}</button>
</form>`;
  return layout(texts.title, body);
}

/** A message page (link done or unusable) with an optional link onwards. */
export function renderMessagePage(input: {
  title: string;
  body: string;
  link?: { href: string; text: string };
}): string {
  const body = html`<h1>${input.title}</h1>
<p>${input.body}</p>
${input.link ? html`<p><a class="primary" href="${input.link.href}">${input.link.text}</a></p>` : ''}`;
  return layout(input.title, body);
}
