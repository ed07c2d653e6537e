import { createHash, randomBytes } from 'node:crypto';

/** A cookie jar just big enough for the provider's cookies. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** fetch without following redirects, keeping cookies. */
export async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The `action` of the first form on a page. */
export function formAction(page: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(page);
  if (!match?.[1]) throw new Error('no form on the page');
  return match[1].replace(/&#38;/g, '&');
}

export function location(response: Response, base: string): URL {
  const value = response.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(value, base);
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

/** Starts an Authorization Code + PKCE request as oidc-client-ts would; returns the login page URL. */
export async function startAuthorization(
  issuer: string,
  portalOrigin: string,
  extraQueryParams: Record<string, string> = {},
) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const redirectUri = `${portalOrigin}/auth/callback`;
  const query = new URLSearchParams({
    client_id: 'cedar-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...extraQueryParams,
  });
  const response = await step(jar, `${issuer}/auth?${query}`);
  return { jar, verifier, state, redirectUri, loginUrl: location(response, issuer) };
}

/** Submits credentials on the login page, follows the provider back to the callback, redeems the code. */
export async function signIn(
  issuer: string,
  portalOrigin: string,
  email: string,
  password: string,
  extraQueryParams: Record<string, string> = {},
): Promise<{ tokens: Tokens; jar: CookieJar }> {
  const { jar, verifier, state, redirectUri, loginUrl } = await startAuthorization(
    issuer,
    portalOrigin,
    extraQueryParams,
  );
  const page = await (await step(jar, loginUrl.href)).text();
  const posted = await step(jar, new URL(formAction(page), loginUrl).href, form({ email, password }));
  const resumed = await step(jar, location(posted, issuer).href);
  const callback = location(resumed, issuer);
  if (callback.searchParams.get('state') !== state) throw new Error(`bad callback ${callback.href}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  const tokenResponse = await fetch(`${issuer}/token`, {
    ...form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: 'cedar-portal',
    }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portalOrigin },
  });
  if (!tokenResponse.ok) throw new Error(`token endpoint: ${tokenResponse.status} ${await tokenResponse.text()}`);
  return { tokens: (await tokenResponse.json()) as Tokens, jar };
}
