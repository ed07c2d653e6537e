import { createHash } from 'node:crypto';
import { API_BASE, pathFor } from '@cedar/shared/contract';

/** The version part of an avatar URL: a digest of the stored picture (so a new picture is a new URL). */
export function avatarVersion(stored: string): string {
  return createHash('sha256').update(stored).digest('base64url').slice(0, 22);
}

/**
 * The URL a list sends for a member's picture. Pictures stored inline (data URLs, a few KB
 * each) are sent as a short URL of the avatar route instead, so a cohort's directory stays small
 * enough to poll; the version digest is unguessable, so the URL names one picture and nothing else.
 * Pictures already stored as files keep their own URL.
 */
export function avatarUrlOf(user: { id: number; user_image_url: string | null }): string | null {
  const stored = user.user_image_url;
  if (!stored || !stored.startsWith('data:')) return stored;
  return API_BASE + pathFor('memberAvatar', { id: user.id, version: avatarVersion(stored) });
}

/** A data URL's bytes and type; null when it is not a base64 or URL-encoded data URL. */
export function decodeDataUrl(url: string): { type: string; body: Buffer } | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+)((?:;[\w-]+=[^;,]*)*)(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  const [, type, , base64, data] = match;
  try {
    const body = base64 ? Buffer.from(data!, 'base64') : Buffer.from(decodeURIComponent(data!), 'utf8');
    return { type: type!, body };
  } catch {
    return null;
  }
}
