import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Storage } from '../storage/index.ts';
import { AVATAR_QUALITY, AVATAR_SIZE, avatarUrl } from './process.ts';

/** The bytes of a `data:` URL (base64 or percent-encoded). */
function dataUrlBytes(url: string): Buffer {
  const comma = url.indexOf(',');
  const meta = url.slice(0, comma);
  const data = url.slice(comma + 1);
  return meta.endsWith(';base64') ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8');
}

/**
 * The demo portraits are generated as SVG (api/src/db/seed/avatars.ts). Profiles hold addresses
 * of stored pictures, like every uploaded one, not pictures inside the JSON: each distinct
 * portrait is drawn once as a 260 x 260 JPEG, stored, and every profile using it gets its address.
 * Runs at start-up; does nothing once no profile holds a `data:` picture. Answers how many
 * distinct pictures were stored.
 */
export async function storeInlineAvatars(db: Database, storage: Storage): Promise<number> {
  const rows = await db
    .selectDistinct({ url: users.user_image_url })
    .from(users)
    .where(like(users.user_image_url, 'data:image/%'));
  for (const { url } of rows) {
    if (!url) continue;
    const jpeg = await sharp(dataUrlBytes(url), { density: 200 })
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: AVATAR_QUALITY, mozjpeg: true })
      .toBuffer();
    const key = await storage.putBytes('avatars', jpeg, '.jpg');
    await db
      .update(users)
      .set({ user_image_url: avatarUrl(key) })
      .where(eq(users.user_image_url, url));
  }
  return rows.length;
}
