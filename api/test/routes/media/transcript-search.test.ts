import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TranscriptSearchEnvelope } from '@cedar/shared/contract';
import { indexTranscript } from '../../../src/db/repositories/transcripts.ts';
import { ROLE } from '@cedar/shared/domain';
import { userCourses, videos } from '../../../src/db/schema/index.ts';
import { CALENDAR_A, CALENDAR_B, DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, COURSE_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const row = (start: string, end: string, text: string) => ({ start, end, text });
const HTTP = 'transcripts/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.json';
const FLEX = 'transcripts/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.json';

describe('transcript search API', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
    // The coach of cohort A is also a learner of cohort B: two libraries.
    await portal.db.insert(userCourses).values({
      user_email: PEOPLE.coach.email,
      user_role_id: ROLE.learner,
      cohort_id: COHORT_B,
      course_id: COURSE_B,
    });
    await indexTranscript(portal.db, HTTP, {
      '0': row('00:00:00.000', '00:00:04.000', 'Welcome back. Today we look at HTTP.'),
      '1': row('00:00:04.000', '00:12:34.000', 'A browser sends a request with a method.'),
      '2': row('00:12:34.500', '00:13:00.000', 'The server answers the request with 100% honesty_ok.'),
    });
    await indexTranscript(portal.db, FLEX, { '0': row('00:00:01.000', '00:00:05.000', 'Flexbox: display: flex.') });
    // The same file again changes nothing: lines are kept once per transcript.
    assert.equal(await indexTranscript(portal.db, HTTP, { '0': row('00:00:00.000', '00:00:01.000', 'other') }), false);
    const video = (uuid: string, calendar: string, day: number, extra: Partial<typeof videos.$inferInsert> = {}) => ({
      uuid,
      title: uuid,
      google_calendar_ids: [calendar],
      recording_start: new Date(Date.UTC(2026, 8, day, 15)),
      transcripts_cdn_url: HTTP,
      thumbnail_cdn_url: 'thumbnails/cccccccccccccccccccccccccccccccc.jpg',
      ...extra,
    });
    await portal.db
      .insert(videos)
      .values([
        video('http-old', CALENDAR_A, 1),
        video('http-new', CALENDAR_A, 10),
        video('flex', CALENDAR_A, 5, { transcripts_cdn_url: FLEX }),
        video('http-deleted', CALENDAR_A, 12, { deleted: true }),
        video('http-archived', CALENDAR_A, 13, { archived: true }),
        video('http-other-cohort', CALENDAR_B, 14),
        video('no-transcript', CALENDAR_A, 15, { transcripts_cdn_url: null }),
      ]);
  });
  after(() => portal.close());

  const search = (as: PersonKey | null, query: string) =>
    portal.request({ as, method: 'GET', url: `/api/v1/videos/transcript-search?${query}` });
  const found = async (as: PersonKey, query: string) => {
    const response = await search(as, query);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as TranscriptSearchEnvelope).message;
  };

  it('finds the lines that contain the text, grouped by video, newest recording first', async () => {
    const answer = await found('learner', 'q=%20%20REQUEST%20');
    assert.equal(answer.query, 'REQUEST');
    assert.equal(answer.total_videos, 2);
    assert.deepEqual(
      answer.results.map((r) => r.video.uuid),
      ['http-new', 'http-old'],
    );
    const [newest] = answer.results;
    assert.deepEqual(newest!.matches, [
      { start: 4, text: 'A browser sends a request with a method.' },
      { start: 754.5, text: 'The server answers the request with 100% honesty_ok.' },
    ]);
    assert.equal(newest!.total_matches, 2);
    assert.equal(newest!.video.recording_start, '2026-09-10T15:00:00.000Z');
    assert.match(newest!.video.thumbnail_cdn_url!, /^\/files\/thumbnails\/c{32}\.jpg\?expires=\d+&sig=/);
    assert.deepEqual(
      (await found('learner', 'q=display: flex')).results.map((r) => [r.video.uuid, r.matches[0]!.start]),
      [['flex', 1]],
    );
  });

  it('takes % and _ literally and bounds the videos by limit while counting them all', async () => {
    assert.deepEqual((await found('learner', 'q=100%25')).results.length, 2);
    assert.deepEqual((await found('learner', 'q=y_o')).results.length, 2);
    assert.deepEqual((await found('learner', 'q=0%25 h')).results.length, 2);
    assert.deepEqual((await found('learner', 'q=%25%25')).results, []);
    assert.deepEqual((await found('learner', 'q=o_k')).results, []);
    const limited = await found('learner', 'q=the&limit=1');
    assert.deepEqual(
      limited.results.map((r) => r.video.uuid),
      ['http-new'],
    );
    assert.equal(limited.total_videos, 2);
    assert.deepEqual(await found('learner', 'q=nothing like this'), {
      query: 'nothing like this',
      results: [],
      total_videos: 0,
    });
  });

  it("shows only the caller's cohorts' videos, never deleted or archived ones", async () => {
    const mine = (await found('learner', 'q=http')).results.map((r) => r.video.uuid);
    assert.ok(!mine.includes('http-deleted') && !mine.includes('http-archived') && !mine.includes('http-other-cohort'));
    assert.deepEqual(
      (await found('otherLearner', 'q=request')).results.map((r) => r.video.uuid),
      ['http-other-cohort'],
    );
    assert.deepEqual((await found('otherLearner', 'q=flex')).results, []);
    assert.deepEqual((await found('nocourse', 'q=request')).results, []);
  });

  it('answers 400 for a query too short, too long or missing, 401 without a token', async () => {
    for (const query of ['q=a', 'q=%20%20%20', `q=${'x'.repeat(101)}`, '', 'q=ok&limit=51', 'q=ok&limit=0']) {
      const response = await search('learner', query);
      assert.equal(response.statusCode, 400, query);
      assert.equal(typeof response.json().message, 'string');
    }
    assert.match((await search('learner', 'q=%20%20%20')).json().message, /at least 2 characters/);
    assert.equal((await search(null, 'q=request')).statusCode, 401);
  });

  it("with cohort_id searches only that cohort's library, the one the Watch page lists", async () => {
    const uuids = async (as: PersonKey, query: string) => (await found(as, query)).results.map((r) => r.video.uuid);
    // Without cohort_id: every active cohort of the caller, as before.
    assert.deepEqual(await uuids('coach', 'q=request'), ['http-other-cohort', 'http-new', 'http-old']);
    assert.deepEqual(await uuids('coach', `q=request&cohort_id=${COHORT_A}`), ['http-new', 'http-old']);
    assert.deepEqual(await uuids('coach', `q=request&cohort_id=${COHORT_B}`), ['http-other-cohort']);
    assert.equal((await found('coach', `q=request&cohort_id=${COHORT_A}`)).total_videos, 2);
    assert.deepEqual(await uuids('learner', `q=request&cohort_id=${COHORT_A}`), ['http-new', 'http-old']);
  });

  it('answers 403 for a cohort the caller is not an active member of, 400 for a malformed one', async () => {
    for (const [as, cohort] of [
      ['learner', COHORT_B],
      ['otherLearner', COHORT_A],
      ['former', COHORT_A],
      ['nocourse', COHORT_A],
      ['learner', 999_999],
    ] as const) {
      const response = await search(as, `q=request&cohort_id=${cohort}`);
      assert.equal(response.statusCode, 403, `${as} in ${cohort}`);
      assert.match(response.json().message, /not a member/);
    }
    for (const cohort of ['0', '-1', 'abc', '1.5']) {
      assert.equal((await search('learner', `q=request&cohort_id=${cohort}`)).statusCode, 400, cohort);
    }
    assert.equal((await search(null, `q=request&cohort_id=${COHORT_A}`)).statusCode, 401);
  });
});
