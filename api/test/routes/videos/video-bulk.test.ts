import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  VideoBulkEnvelope,
  VideoChangesEnvelope,
  VideoLibraryEnvelope,
  VideosEnvelope,
} from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { videos } from '../../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('bulk actions, empty tags and calendar events of the video library', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const bulk = (as: PersonKey, payload: unknown) =>
    portal.request({ as, method: 'POST', url: '/api/v1/videos/bulk', payload: payload as object });
  const stored = async (uuid: string) => (await portal.db.select().from(videos).where(eq(videos.uuid, uuid)))[0]!;
  const learnerUuids = async () => {
    const response = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/videos/?limit=10000' });
    return (response.json() as VideosEnvelope).message.videos.map((v) => v.uuid);
  };

  it('stores empty tags as null and still answers them as a list', async () => {
    const response = await portal.request({
      as: 'facilitator',
      method: 'PUT',
      url: '/api/videos?uuid=rec-today',
      payload: { tags: ['  ', ''] },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await stored('rec-today')).tags, null);
    assert.deepEqual((response.json() as VideoChangesEnvelope).message.video.tags, []);
    const set = await portal.request({
      as: 'facilitator',
      method: 'PUT',
      url: '/api/videos?uuid=rec-today',
      payload: { tags: ['sql'] },
    });
    assert.equal(set.statusCode, 200, set.body);
    const cleared = await portal.request({
      as: 'facilitator',
      method: 'PUT',
      url: '/api/videos?uuid=rec-today',
      payload: { tags: null },
    });
    assert.equal(cleared.statusCode, 200, cleared.body);
    const row = await stored('rec-today');
    assert.equal(row.tags, null);
    assert.deepEqual(row.updates?.at(-1)?.changes, ['Tags']);
  });

  it('lists each associated calendar event with its summary and times, skipping unknown ones', async () => {
    await portal.db
      .update(videos)
      .set({ google_event_ids: ['a-ended', 'gone-event'] })
      .where(eq(videos.uuid, 'rec-yesterday'));
    const response = await portal.request({
      as: 'coach',
      method: 'GET',
      url: `/api/v1/videos/library?cohort_id=${COHORT_A}`,
    });
    const video = (response.json() as VideoLibraryEnvelope).message.videos.find((v) => v.uuid === 'rec-yesterday')!;
    assert.deepEqual(
      video.events.map((e) => [e.id, e.summary]),
      [['a-ended', 'Event a-ended']],
    );
    assert.ok(Date.parse(video.events[0]!.end_date_time) > Date.parse(video.events[0]!.start_date_time));
  });

  it('archives several videos in one call, out of the learners’ library, and makes them public again', async () => {
    const archived = await bulk('programManager', { uuids: ['rec-today', 'rec-yesterday'], action: 'archive' });
    assert.equal(archived.statusCode, 200, archived.body);
    const message = (archived.json() as VideoBulkEnvelope).message;
    assert.equal(message.changed, 2);
    assert.ok(message.videos.every((v) => v.archived));
    const visible = await learnerUuids();
    assert.ok(!visible.includes('rec-today') && !visible.includes('rec-yesterday'));
    // Again: nothing left to change.
    const again = await bulk('programManager', { uuids: ['rec-today'], action: 'archive' });
    assert.equal((again.json() as VideoBulkEnvelope).message.changed, 0);
    const shown = await bulk('programManager', {
      uuids: ['rec-today', 'rec-yesterday', 'rec-archived'],
      action: 'make_public',
    });
    assert.equal((shown.json() as VideoBulkEnvelope).message.changed, 3);
    assert.ok((await learnerUuids()).includes('rec-archived'));
    assert.equal((await stored('rec-archived')).updates, null, 'archiving is not a curation');
  });

  it('adds a tag (lower-cased, once) and records it with the editor', async () => {
    const before = (await stored('rec-yesterday')).updates?.length ?? 0;
    const response = await bulk('facilitator', {
      uuids: ['rec-yesterday', 'rec-archived'],
      action: 'add_tag',
      tag: ' Review ',
    });
    assert.equal(response.statusCode, 200, response.body);
    const row = await stored('rec-yesterday');
    assert.ok(row.tags?.includes('review'));
    assert.equal(row.updates?.length, before + 1);
    assert.deepEqual(row.updates?.at(-1), {
      updated_by: 'Fay Fixture',
      updated_date: DASHBOARD_NOW.toISOString(),
      changes: ['Tags'],
    });
    const twice = await bulk('facilitator', { uuids: ['rec-yesterday'], action: 'add_tag', tag: 'review' });
    assert.equal((twice.json() as VideoBulkEnvelope).message.changed, 0);
    assert.equal((await stored('rec-yesterday')).updates?.length, before + 1);
  });

  it('checks every video before writing any: a foreign or unknown one refuses the whole call', async () => {
    const snapshot = async () => [await stored('rec-today'), await stored('rec-other-cohort')];
    const before = await snapshot();
    const foreign = await bulk('programManager', { uuids: ['rec-today', 'rec-other-cohort'], action: 'archive' });
    assert.equal(foreign.statusCode, 403);
    assert.match(foreign.body, /rec-other-cohort/);
    const unknown = await bulk('programManager', { uuids: ['rec-today', 'no-such-video'], action: 'archive' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /no-such-video/);
    for (const as of ['coach', 'limitedAdmin', 'learner', 'otherManager'] as const) {
      assert.equal((await bulk(as, { uuids: ['rec-today'], action: 'archive' })).statusCode, 403, as);
    }
    const bad = async (payload: unknown) => (await bulk('programManager', payload)).statusCode;
    assert.equal(await bad({ uuids: [], action: 'archive' }), 400);
    assert.equal(await bad({ uuids: ['rec-today'], action: 'delete' }), 400);
    assert.equal(await bad({ uuids: ['rec-today'], action: 'add_tag' }), 400);
    assert.equal(await bad({ uuids: ['rec-today'], action: 'add_tag', tag: '   ' }), 400);
    assert.equal(await bad({ uuids: ['rec-today'], action: 'archive', tag: 'x' }), 400);
    assert.equal(await bad({ uuids: ['rec-today'], action: 'add_tag', tag: ['x'] }), 400);
    assert.equal(await bad({ uuids: 'rec-today', action: 'archive' }), 400);
    assert.equal(await bad({ uuids: Array.from({ length: 201 }, (_, i) => `v${i}`), action: 'archive' }), 400);
    assert.deepEqual(await snapshot(), before);
  });
});
