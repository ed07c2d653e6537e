import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { OIDC_MOUNT_PATH } from './constants.ts';

/** The cookie a browser keeps once it has signed in to an account. */
export const KNOWN_DEVICE_COOKIE = 'cedar_known_device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
// Only the login form's posts need it.
const COOKIE_PATH = `${OIDC_MOUNT_PATH}/interaction`;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * Browsers that have signed in to an account before (device cookies). The account's delay after
 * failed passwords is shared by every browser that does not know the account, so guessing from
 * many addresses stays slow; a browser holding a token signed for the account counts its own
 * failures only. Someone guessing elsewhere, however patiently, can slow the account for
 * unknown browsers but never for the one its owner signs in with.
 */
export class KnownDevices {
  readonly #key: Buffer;
  readonly #secure: boolean;

  /** `key`: a secret of the provider (its cookie keys); `secure`: the portal is served over https. */
  constructor(key: string, secure: boolean) {
    // A key of its own, derived, so the provider's cookie key signs nothing else in its name.
    this.#key = createHmac('sha256', key).update('cedar known device').digest();
    this.#secure = secure;
  }

  /** The id of the known browser that sent `cookieHeader` for `email`, or null. */
  deviceOf(cookieHeader: string | undefined, email: string): string | null {
    const token = cookieValue(cookieHeader, KNOWN_DEVICE_COOKIE);
    const match = token ? TOKEN.exec(token) : null;
    if (!match) return null;
    const [, device, mac] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.#mac(device, email));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  /** A Set-Cookie value marking this browser as known for `email` (the same device id when it has one). */
  cookieFor(email: string, device: string | null = null): string {
    const id = device ?? randomBytes(16).toString('base64url');
    const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
    if (this.#secure) attributes.push('Secure');
    return [`${KNOWN_DEVICE_COOKIE}=${id}.${this.#mac(id, email)}`, ...attributes].join('; ');
  }

  #mac(device: string, email: string): string {
    return createHmac('sha256', this.#key).update(`${device}\n${email.trim().toLowerCase()}`).digest('base64url');
  }
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return null;
}
