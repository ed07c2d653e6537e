import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { storeInlineAvatars } from '../../../src/avatars/demo-avatars.ts';
import { users } from '../../../src/db/schema/index.ts';
import { demoAvatarUrl } from '../../../src/db/seed/avatars.ts';
import { createRandom } from '../../../src/db/seed/random.ts';
import { createDiskStorage } from '../../../src/storage/index.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('demo profile pictures', () => {
  let portal: TestPortal;
  let root: string;

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'cedar-demo-avatars-'));
    portal = await startTestPortal({ storage: createDiskStorage(root) });
  });
  after(async () => {
    await portal.close();
    await rm(root, { recursive: true, force: true });
  });

  it('become stored JPEG files served by address, one per distinct portrait', async () => {
    const portrait = demoAvatarUrl(createRandom(7));
    await portal.db.update(users).set({ user_image_url: portrait }).where(eq(users.email, 'learner@cedar.test'));
    await portal.db.update(users).set({ user_image_url: portrait }).where(eq(users.email, 'classmate@cedar.test'));

    assert.equal(await storeInlineAvatars(portal.db, createDiskStorage(root)), 1);
    assert.deepEqual(await portal.db.select().from(users).where(like(users.user_image_url, 'data:%')), []);
    const [learner] = await portal.db.select().from(users).where(eq(users.email, 'learner@cedar.test'));
    const url = learner!.user_image_url!;
    assert.match(url, /^\/api\/v1\/avatars\/[0-9a-f]{32}\.jpg$/);

    const image = await portal.request({ method: 'GET', url, as: null });
    assert.equal(image.statusCode, 200);
    const meta = await sharp(image.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 260, 260]);
    assert.equal(await storeInlineAvatars(portal.db, createDiskStorage(root)), 0, 'a second start has nothing to do');
  });
});
