import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed event may be (its x-zm-request-timestamp) and still be taken. */
export const WEBHOOK_WINDOW_MS = 5 * 60_000;

const hmac = (secret: string, text: string | Buffer) => createHmac('sha256', secret).update(text).digest('hex');

/** The x-zm-signature Zoom sends: `v0=` + HMAC-SHA256(secret, `v0:{timestamp}:{raw body}`) in hex. */
export function zoomSignature(secret: string, timestamp: string, rawBody: string | Buffer): string {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody) : rawBody;
  return `v0=${hmac(secret, Buffer.concat([Buffer.from(`v0:${timestamp}:`), body]))}`;
}

/** The answer to `endpoint.url_validation`: the plain token and its HMAC-SHA256 under the secret, in hex. */
export function urlValidationAnswer(
  secret: string,
  plainToken: string,
): { plainToken: string; encryptedToken: string } {
  return { plainToken, encryptedToken: hmac(secret, plainToken) };
}

export type SignatureCheck = 'ok' | 'missing' | 'forged' | 'stale';

/** Whether a timestamp (seconds since the epoch; milliseconds read as such) is within the window of `now`. */
export function freshTimestamp(timestamp: string, now: Date): boolean {
  const seconds = /^[0-9]{1,13}$/.test(timestamp) ? Number(timestamp) : NaN;
  // Zoom sends seconds; a sender giving milliseconds is read as such rather than refused.
  const at = seconds > 1e11 ? seconds : seconds * 1000;
  return Number.isFinite(at) && Math.abs(now.getTime() - at) <= WEBHOOK_WINDOW_MS;
}

/**
 * Whether an event is Zoom's and fresh: the signature compared in constant time, the
 * timestamp (seconds since the epoch) within WEBHOOK_WINDOW_MS of `now` either way.
 */
export function checkZoomSignature(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: Buffer,
  now: Date,
): SignatureCheck {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp) return 'missing';
  const expected = Buffer.from(zoomSignature(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return freshTimestamp(timestamp, now) ? 'ok' : 'stale';
}
