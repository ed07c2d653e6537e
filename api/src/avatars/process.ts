import sharp from 'sharp';
import { API_BASE, pathFor } from '@cedar/shared/contract';

/** The largest upload accepted (5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Stored avatars are 260 x 260 JPEG at quality 80 (§5, §9). */
export const AVATAR_SIZE = 260;
export const AVATAR_QUALITY = 80;
/** Decoding stops above this many pixels (a 12-megapixel phone photo is 12 M): no decompression bombs. */
export const AVATAR_MAX_PIXELS = 50_000_000;

/** Formats accepted, judged by the decoder on the bytes themselves, never by the file name. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** Why an upload was refused, with the status it answers. */
export class AvatarRejected extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const NOT_AN_IMAGE = 'The file is not a picture this portal accepts: send a JPEG, PNG, WebP, GIF or AVIF image.';

/**
 * Decodes an uploaded picture and encodes it again as a square 260 x 260 JPEG. Only the pixels
 * survive: sharp writes no EXIF, XMP, IPTC or ICC block unless asked, so GPS positions and
 * camera details are gone. The EXIF orientation is applied first, so the face stays upright.
 */
export async function processAvatar(bytes: Uint8Array): Promise<Buffer> {
  const options = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' as const, animated: false };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw new AvatarRejected(415, NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED.has(format)) throw new AvatarRejected(415, NOT_AN_IMAGE);
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: AVATAR_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    const tooLarge = /pixel limit/i.test((error as Error).message);
    throw new AvatarRejected(tooLarge ? 413 : 415, tooLarge ? 'The picture has too many pixels.' : NOT_AN_IMAGE);
  }
}

/** The address a stored avatar key is served at (GET /api/v1/avatars/:file). */
export function avatarUrl(key: string): string {
  return `${API_BASE}${pathFor('avatarImage', { file: key.slice(key.lastIndexOf('/') + 1) })}`;
}
