import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { type DirectoryEnvelope, readDirectory } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { FIRST_NAMES, LAST_NAMES } from '../../../src/db/seed/data/names.ts';
import { buildProfile } from '../../../src/db/seed/profiles.ts';
import { createRandom } from '../../../src/db/seed/random.ts';
import { userCourses, users } from '../../../src/db/schema/index.ts';
import { COHORT_A, COURSE_A } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const MEMBERS = 400;
const TARGET_BYTES = 50 * 1024;

describe('the directory of a 400-member cohort', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
    // Seed-like people: varied profiles, 60 % with an inline (data URL) picture.
    const random = createRandom(400);
    const now = new Date();
    const people = Array.from({ length: MEMBERS }, (_, i) => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const handle = `${first}.${last}.${i}`.toLowerCase();
      return {
        ...buildProfile(random, { first, handle, now, staff: false }),
        email: `${handle}@example.org`,
        username: handle,
        first_name: first,
        last_name: last,
      };
    });
    await portal.db.insert(users).values(people);
    await portal.db.insert(userCourses).values(
      people.map((p) => ({
        user_email: p.email,
        user_role_id: ROLE.learner,
        cohort_id: COHORT_A,
        course_id: COURSE_A,
        is_visible: true,
        active: true,
      })),
    );
  });
  after(() => portal.close());

  it('answers in at most 50 KB of JSON (and less on the wire), pictures by URL', async () => {
    const response = await portal.request({
      as: 'learner',
      method: 'GET',
      url: `/api/v1/cohort/${COHORT_A}/directory`,
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    const json = gunzipSync(response.rawPayload).toString('utf8');
    const members = readDirectory((JSON.parse(json) as DirectoryEnvelope).message);
    assert.ok(members.length >= MEMBERS);
    assert.ok(
      members.every((m) => !m.user_image_url?.startsWith('data:')),
      'no inline picture is sent',
    );
    console.log(
      `directory of ${members.length} members: ${(response.rawPayload.length / 1024).toFixed(1)} KiB gzip, ` +
        `${(Buffer.byteLength(json) / 1024).toFixed(1)} KiB JSON`,
    );
    assert.ok(Buffer.byteLength(json) <= TARGET_BYTES, `${Buffer.byteLength(json)} bytes of JSON`);
    assert.ok(
      members.some((m) => m.user_image_url?.startsWith('/api/v1/avatars/')),
      'pictures read back as URLs',
    );
    assert.ok(response.headers.etag, 'tagged for 304s');
    const again = await portal.request({
      as: 'learner',
      method: 'GET',
      url: `/api/v1/cohort/${COHORT_A}/directory`,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(response.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });
});
