import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  VideoChangesEnvelope,
  VideoHostsEnvelope,
  VideoLibraryEnvelope,
  VideosEnvelope,
} from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { videos } from '../../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('the console video library', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const library = async (as: PersonKey, cohortId = COHORT_A) => {
    const response = await portal.request({ as, method: 'GET', url: `/api/v1/videos/library?cohort_id=${cohortId}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as VideoLibraryEnvelope).message.videos;
  };
  const put = (as: PersonKey, uuid: string, payload: unknown) =>
    portal.request({
      as,
      method: 'PUT',
      url: `/api/videos?uuid=${encodeURIComponent(uuid)}`,
      payload: payload as object,
    });
  const learnerUuids = async () => {
    const response = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/videos/?limit=10000' });
    return (response.json() as VideosEnvelope).message.videos.map((v) => v.uuid);
  };
  const stored = async (uuid: string) => (await portal.db.select().from(videos).where(eq(videos.uuid, uuid)))[0]!;

  it("lists a cohort's videos to its staff, archived ones included, with the creator's default", async () => {
    const list = await library('coach');
    assert.deepEqual(list.map((v) => v.uuid).sort(), ['rec-archived', 'rec-today', 'rec-yesterday']);
    const today = list.find((v) => v.uuid === 'rec-today')!;
    assert.equal(today.created_by, 'cedar-api');
    assert.equal(today.updates, null);
    assert.equal(today.calendar_name, 'A Classes');
    assert.equal(list.find((v) => v.uuid === 'rec-archived')!.archived, true);
    for (const as of ['learner', 'otherManager'] as const) {
      const response = await portal.request({ as, method: 'GET', url: `/api/v1/videos/library?cohort_id=${COHORT_A}` });
      assert.equal(response.statusCode, 403, as);
    }
  });

  it('records the changed fields with the editor, storing empties as none and tags lower-cased', async () => {
    const response = await put('facilitator', 'rec-today', {
      title: ' Intro to SQL ',
      description: '',
      tags: ['SQL', ' Joins ', 'sql', ''],
      host: 'coach@cedar.test',
    });
    assert.equal(response.statusCode, 200, response.body);
    const { response: word, video } = (response.json() as VideoChangesEnvelope).message;
    assert.equal(word, 'success');
    assert.equal(video.title, 'Intro to SQL');
    assert.deepEqual(video.tags, ['sql', 'joins']);
    assert.equal(video.host, 'coach@cedar.test');
    assert.equal(video.description, null);
    assert.equal(video.updates?.length, 1);
    assert.deepEqual(video.updates![0]!.changes, ['Title', 'Host', 'Tags']);
    assert.equal(video.updates![0]!.updated_by, 'Fay Fixture');
    // The same again changes nothing and records nothing.
    const again = await put('facilitator', 'rec-today', { title: 'Intro to SQL', tags: ['sql', 'joins'] });
    assert.equal(again.statusCode, 200);
    assert.equal((await stored('rec-today')).updates?.length, 1);
  });

  it('lets only video editors of the cohort curate, and refuses bad input without a change', async () => {
    const before = await stored('rec-yesterday');
    assert.equal((await put('coach', 'rec-yesterday', { title: 'x' })).statusCode, 403);
    assert.equal((await put('limitedAdmin', 'rec-yesterday', { title: 'x' })).statusCode, 403);
    assert.equal((await put('learner', 'rec-yesterday', { title: 'x' })).statusCode, 403);
    assert.equal((await put('otherManager', 'rec-yesterday', { title: 'x' })).statusCode, 403, 'another cohort');
    assert.equal((await put('programManager', 'rec-other-cohort', { title: 'x' })).statusCode, 403);
    assert.equal((await put('programManager', 'no-such-video', { title: 'x' })).statusCode, 404);
    const bad = async (payload: unknown) => {
      const response = await put('programManager', 'rec-yesterday', payload);
      return response.statusCode === 200 ? JSON.stringify(payload) : response.statusCode;
    };
    assert.equal(await bad({ tags: 'sql' }), 400);
    assert.equal(await bad({ tags: [1, 2] }), 400);
    assert.equal(await bad({ title: '  ' }), 400);
    assert.equal(await bad({ host: 'nobody@nowhere.test' }), 400);
    assert.equal(await bad({}), 400);
    assert.equal(await bad({ views: 5 }), 400);
    assert.deepEqual(await stored('rec-yesterday'), before);
  });

  it('archives a video out of the learners’ library at once, and makes it public again', async () => {
    assert.ok((await learnerUuids()).includes('rec-yesterday'));
    assert.equal((await put('programManager', 'rec-yesterday', { archived: true })).statusCode, 200);
    assert.ok(!(await learnerUuids()).includes('rec-yesterday'));
    const page = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/videos/?uuid=rec-yesterday' });
    assert.deepEqual((page.json() as VideosEnvelope).message.videos, []);
    assert.equal((await put('programManager', 'rec-yesterday', { archived: false })).statusCode, 200);
    assert.ok((await learnerUuids()).includes('rec-yesterday'));
    assert.equal((await stored('rec-yesterday')).updates, null, 'archiving is not a curation');
  });

  it("gives the Watch page's cards only what they show", async () => {
    const full = (
      await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/videos/?limit=10000' })
    ).json() as VideosEnvelope;
    const response = await portal.request({
      as: 'learner',
      method: 'GET',
      url: '/api/v1/videos/?limit=10000&view=cards',
    });
    assert.equal(response.statusCode, 200, response.body);
    const cards = (response.json() as VideosEnvelope).message.videos;
    assert.deepEqual(
      cards.map((v) => [v.uuid, v.title, v.tags, v.thumbnail_cdn_url !== null, v.video_details, v.recordingDate]),
      full.message.videos.map((v) => [
        v.uuid,
        v.title,
        v.tags,
        v.thumbnail_cdn_url !== null,
        v.video_details,
        v.recordingDate,
      ]),
    );
    for (const card of cards) {
      assert.deepEqual(card.meeting_participants, []);
      assert.equal(card.video_cdn_url, null);
      assert.equal(card.description, null);
    }
    assert.ok(response.body.length < JSON.stringify(full).length);
  });

  it('offers at most 20 hosts by name to video editors only', async () => {
    const response = await portal.request({ as: 'facilitator', method: 'GET', url: '/api/v1/videos/hosts?q=co' });
    assert.equal(response.statusCode, 200, response.body);
    const users = (response.json() as VideoHostsEnvelope).message.users;
    assert.ok(users.some((u) => u.email === 'coach@cedar.test'));
    assert.ok(users.length <= 20);
    assert.equal(
      (await portal.request({ as: 'coach', method: 'GET', url: '/api/v1/videos/hosts?q=co' })).statusCode,
      403,
    );
    assert.equal(
      (await portal.request({ as: 'otherManager', method: 'GET', url: `/api/v1/videos/library?cohort_id=${COHORT_B}` }))
        .statusCode,
      200,
    );
  });
});
