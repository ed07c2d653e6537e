import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { StudySession } from '@cedar/shared/contract';
import { EMBEDDED_ADAPTERS } from '../../../src/adapters/config.ts';
import { meetingWebhookEvents, studySessions, videos } from '../../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures, MEETING_A, ZOOM_A } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { signedZoomEvent, startZoomServer, ZOOM_ACCOUNT, type ZoomServer } from '../../helpers/zoom-server.ts';

const ROOM = `room-${COHORT_A}`;
const MINUTE = 60_000;
const MP4 = readFileSync(path.resolve(import.meta.dirname, '../../../assets/demo-recordings/git-branches.mp4'));

const zoomPerson = (who: PersonKey | 'guest', n: number) => ({
  id: '',
  user_id: String(16778240 + n),
  participant_uuid: `participant-${n}`,
  user_name: who === 'guest' ? 'Gwen Guest' : `${PEOPLE[who].first} Zoom`,
  email: who === 'guest' ? 'gwen@elsewhere.example' : PEOPLE[who].email,
  join_time: DASHBOARD_NOW.toISOString(),
});

describe('the Zoom meetings adapter: webhooks and live participants', () => {
  let portal: TestPortal;
  let zoom: ZoomServer;
  let clock = DASHBOARD_NOW.getTime();
  let sequence = 0;
  before(async () => {
    zoom = await startZoomServer();
    portal = await startTestPortal({
      now: () => new Date(clock),
      outbox: { retryEveryMs: 0, config: { ...EMBEDDED_ADAPTERS, meetings: zoom.settings } },
    });
    await insertDashboardFixtures(portal.db);
  });
  beforeEach(async () => {
    clock = DASHBOARD_NOW.getTime();
    zoom.live.clear();
    await portal.db.delete(studySessions);
    await portal.db.delete(meetingWebhookEvents);
    portal.app.changes.bump(['all']);
  });
  after(async () => {
    await portal?.close();
    await zoom?.close();
  });

  const participantEvent = (
    kind: 'joined' | 'left',
    who: PersonKey | 'guest',
    n: number,
    meetingId: unknown = MEETING_A,
  ) => ({
    event: `meeting.participant_${kind}`,
    event_ts: clock + (sequence += 1),
    payload: {
      account_id: ZOOM_ACCOUNT,
      object: {
        id: meetingId,
        uuid: 'Xm7hR0bQT5qcm1YlL0xB1w==',
        host_id: 'z8yCxjabc',
        topic: 'Study hall',
        type: 3,
        start_time: DASHBOARD_NOW.toISOString(),
        timezone: 'America/New_York',
        duration: 60,
        participant: {
          ...zoomPerson(who, n),
          ...(kind === 'left' ? { leave_time: new Date(clock).toISOString() } : {}),
        },
      },
    },
  });
  const send = (event: unknown, at = new Date(clock), secret?: string) =>
    portal.request({ as: null, method: 'POST', url: '/api/v1/webhooks/zoom', ...signedZoomEvent(event, at, secret) });
  const running = async (as: PersonKey = 'classmate') => {
    const response = await portal.request({ as, method: 'GET', url: `/api/v1/studysession/${ROOM}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { message: StudySession | Record<string, never> }).message;
  };
  const present = async (as: PersonKey = 'classmate') => {
    const session = await running(as);
    if (!('participants' in session)) return [];
    return Object.entries(session.participants)
      .filter(([, p]) => !p.user_left)
      .map(([key]) => key)
      .sort();
  };

  it('answers the endpoint URL validation with the encrypted token', async () => {
    const response = await send({
      event: 'endpoint.url_validation',
      event_ts: clock,
      payload: { plainToken: 'qgg8vlvZRS6UYooatFL8Aw' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
      // HMAC-SHA256('webhook-secret-token-cedar', plainToken), hex, computed apart from the server.
      encryptedToken: 'd07bdde24e9bd4472d8ed55c66d42555cae6163bdd94dc442e560ef0bdcae849',
    });
  });

  it('puts a member who joins the Zoom meeting in the study session, as classmates and staff read it', async () => {
    assert.deepEqual(await running(), {}, 'read first: the answer is remembered');
    const response = await send(participantEvent('joined', 'learner', 1));
    assert.equal(response.statusCode, 204, response.body);
    assert.deepEqual(await present('classmate'), [PEOPLE.learner.email]);
    const staffView = (await running('coach')) as StudySession;
    const lena = staffView.participants[PEOPLE.learner.email]!;
    assert.equal(lena.first_name, 'Lena', "the account's own name, not the one typed in Zoom");
    assert.equal(lena.is_mycedar_user, true);
    assert.equal(staffView.zoom_url, ZOOM_A);
    const connection = await portal.request({
      as: 'classmate',
      method: 'GET',
      url: `/api/v1/cohort/${COHORT_A}/connection`,
    });
    assert.equal(connection.json().message.cohort.study_session_in_progress, true);

    await send(participantEvent('joined', 'guest', 2));
    await send(participantEvent('joined', 'otherLearner', 3));
    const keys = await present();
    assert.equal(keys.length, 3);
    assert.ok(keys.includes(PEOPLE.learner.email));
    const guests = Object.values(((await running()) as StudySession).participants).filter((p) => p.is_guest);
    assert.deepEqual(
      guests.map((g) => `${g.first_name} ${g.last_name}`).sort(),
      ['Gwen Guest', 'Otto Zoom'],
      'someone of another cohort is a guest here, known by the name Zoom gives',
    );
  });

  it('keeps meeting participants through silence, and ends the session when the last one leaves', async () => {
    await send(participantEvent('joined', 'learner', 1));
    await send(participantEvent('joined', 'guest', 2));
    clock += 20 * MINUTE;
    assert.equal((await present()).length, 2, 'Zoom says who left; silence does not');
    assert.equal((await send(participantEvent('left', 'guest', 2))).statusCode, 204);
    assert.deepEqual(await present(), [PEOPLE.learner.email]);
    await send(participantEvent('left', 'learner', 1));
    assert.deepEqual(await running(), {});
  });

  it('ends the study session when the meeting ends, with no participant_left sent', async () => {
    await send(participantEvent('joined', 'learner', 1));
    await send(participantEvent('joined', 'guest', 2));
    assert.equal((await present()).length, 2);
    const ended = await send({
      event: 'meeting.ended',
      event_ts: clock + (sequence += 1),
      payload: {
        account_id: ZOOM_ACCOUNT,
        object: { id: MEETING_A, uuid: 'Xm7hR0bQT5qcm1YlL0xB1w==', host_id: 'z8yCxjabc', topic: 'Study hall' },
      },
    });
    assert.equal(ended.statusCode, 204, ended.body);
    assert.deepEqual(await running(), {});
    const connection = await portal.request({
      as: 'classmate',
      method: 'GET',
      url: `/api/v1/cohort/${COHORT_A}/connection`,
    });
    assert.equal(connection.json().message.cohort.study_session_in_progress, false);
  });

  it('a member who joined through the portal first then leaves by what Zoom says', async () => {
    const join = await portal.request({
      as: 'classmate',
      method: 'POST',
      url: `/api/v1/studysession/${ROOM}`,
      payload: { userEmail: PEOPLE.classmate.email, topic: 'Closures' },
    });
    assert.equal(join.statusCode, 200, join.body);
    await send(participantEvent('joined', 'classmate', 4));
    clock += 10 * MINUTE;
    assert.deepEqual(await present('learner'), [PEOPLE.classmate.email]);
    await send(participantEvent('left', 'classmate', 4));
    assert.deepEqual(await running('learner'), {});
  });

  it('refuses forged, unsigned, stale and replayed events, and nothing changes', async () => {
    const event = participantEvent('joined', 'learner', 1);
    const forged = await send(event, new Date(clock), 'not the secret');
    assert.equal(forged.statusCode, 401);
    assert.match(forged.json().message, /signature does not match/);
    const unsigned = await portal.request({
      as: null,
      method: 'POST',
      url: '/api/v1/webhooks/zoom',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    assert.equal(unsigned.statusCode, 401);
    const staff = await portal.request({
      as: 'programManager',
      method: 'POST',
      url: '/api/v1/webhooks/zoom',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    assert.equal(staff.statusCode, 401, 'a portal token is no Zoom signature');
    const stale = await send(event, new Date(clock - 6 * MINUTE));
    assert.equal(stale.statusCode, 401);
    assert.match(stale.json().message, /more than 5 minutes/);
    const tampered = signedZoomEvent(event, new Date(clock));
    const swapped = await portal.request({
      as: null,
      method: 'POST',
      url: '/api/v1/webhooks/zoom',
      headers: tampered.headers,
      payload: tampered.payload.replace(PEOPLE.learner.email, PEOPLE.classmate.email),
    });
    assert.equal(swapped.statusCode, 401, 'the signature covers the body as sent');
    assert.deepEqual(await running(), {});

    const signed = signedZoomEvent(participantEvent('joined', 'guest', 2), new Date(clock));
    const once = await portal.request({ as: null, method: 'POST', url: '/api/v1/webhooks/zoom', ...signed });
    assert.equal(once.statusCode, 204);
    await send(participantEvent('left', 'guest', 2));
    clock += MINUTE;
    const again = await portal.request({ as: null, method: 'POST', url: '/api/v1/webhooks/zoom', ...signed });
    assert.equal(again.statusCode, 409, 'the same signed event twice is a replay');
    assert.deepEqual(await running(), {}, 'the replay brought nobody back');
  });

  it('refuses a body that is not signed JSON, and acknowledges events it does not use', async () => {
    const signed = signedZoomEvent({ event: 'meeting.started' }, new Date(clock));
    const text = await portal.request({
      as: null,
      method: 'POST',
      url: '/api/v1/webhooks/zoom',
      headers: { ...signed.headers, 'content-type': 'text/plain' },
      payload: signed.payload,
    });
    assert.equal(text.statusCode, 401, 'only JSON is read as sent, so only JSON can match its signature');
    const broken = signedZoomEvent({}, new Date(clock));
    const notJson = await portal.request({
      as: null,
      method: 'POST',
      url: '/api/v1/webhooks/zoom',
      headers: broken.headers,
      payload: '{"event":',
    });
    assert.equal(notJson.statusCode, 400);
    const other = await send({
      event: 'meeting.sharing_started',
      event_ts: clock,
      payload: { object: { id: MEETING_A } },
    });
    assert.equal(other.statusCode, 204);
    const unknownMeeting = await send(participantEvent('joined', 'learner', 1, 987654321));
    assert.equal(unknownMeeting.statusCode, 204);
    assert.deepEqual(await running(), {});
  });

  it("checks rooms against Zoom's live participants: missed joins come in, missed leaves go", async () => {
    await send(participantEvent('joined', 'learner', 1));
    zoom.live.set(MEETING_A, [
      zoomPerson('coach', 5),
      { ...zoomPerson('learner', 1), leave_time: new Date(clock).toISOString() },
      zoomPerson('guest', 2),
    ]);
    assert.equal(await portal.app.zoomMeetings!.syncRooms(), 1);
    assert.equal(
      zoom.requests.filter((r) => r.path.startsWith(`/v2/metrics/meetings/${MEETING_A}/participants`)).length,
      2,
      'two pages',
    );
    const keys = await present();
    assert.equal(keys.length, 2);
    assert.ok(keys.includes(PEOPLE.coach.email) && !keys.includes(PEOPLE.learner.email));
    assert.equal(await portal.app.zoomMeetings!.syncRooms(), 0, 'nothing more to change');
    zoom.live.delete(MEETING_A);
    assert.equal(await portal.app.zoomMeetings!.syncMeeting(MEETING_A), true);
    assert.deepEqual(await running(), {}, 'the meeting is over: so is the session');
  });

  it('stores a completed recording through the ingest, fetched with the download token', async () => {
    const token = 'download-token-abc';
    zoom.files.set('video', { body: MP4, token, type: 'video/mp4' });
    zoom.files.set('transcript', {
      body: 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nLena: branches are cheap\n',
      token,
      type: 'text/vtt',
    });
    zoom.files.set('chat', { body: '00:01:02\t Lena Zoom:\tthanks!\n', token, type: 'text/plain' });
    const start = new Date(clock - 8 * MINUTE).toISOString();
    const file = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
      id: `file-${name}`,
      meeting_id: 'Xm7hR0bQT5qcm1YlL0xB1w==',
      recording_start: start,
      recording_end: new Date(clock).toISOString(),
      file_type: type,
      file_size: 1000,
      download_url: `${zoom.url}/rec/download/${name}`,
      status: 'completed',
      ...extra,
    });
    const completed = () => ({
      event: 'recording.completed',
      event_ts: clock + (sequence += 1),
      download_token: token,
      payload: {
        account_id: ZOOM_ACCOUNT,
        object: {
          id: Number(MEETING_A),
          uuid: 'Xm7hR0bQT5qcm1YlL0xB1w==',
          host_email: 'Coach@Cedar.test',
          topic: 'Study hall recording',
          start_time: start,
          recording_files: [
            file('video', 'MP4', { recording_type: 'shared_screen_with_speaker_view' }),
            file('transcript', 'TRANSCRIPT', { recording_type: 'audio_transcript' }),
            file('chat', 'CHAT', { recording_type: 'chat_file' }),
          ],
        },
      },
    });
    const elsewhere = completed();
    elsewhere.payload.object.recording_files[0]!.download_url = 'https://files.example.com/rec/video';
    assert.equal((await send(elsewhere)).statusCode, 204);
    await portal.app.zoomMeetings!.idle();
    assert.equal(
      zoom.requests.filter((r) => r.path.startsWith('/rec/download/')).length,
      0,
      'the token goes to Zoom only',
    );
    assert.equal((await portal.db.select().from(videos).where(eq(videos.title, 'Study hall recording'))).length, 0);

    const response = await send(completed());
    assert.equal(response.statusCode, 204, response.body);
    await portal.app.zoomMeetings!.idle();
    const stored = await portal.db.select().from(videos).where(eq(videos.title, 'Study hall recording'));
    assert.equal(stored.length, 1);
    const video = stored[0]!;
    assert.equal(video.meeting_id, MEETING_A);
    assert.deepEqual(video.google_event_ids, ['a-live'], 'filed under the event it belongs to');
    assert.ok(video.video_cdn_url && video.transcripts_cdn_url && video.chat_cdn_url);
    assert.equal(video.created_by, 'coach@cedar.test');
    assert.ok(video.duration_seconds && video.duration_seconds > 0);
    const downloads = zoom.requests.filter((r) => r.path.startsWith('/rec/download/'));
    assert.equal(downloads.length, 3);
    assert.ok(downloads.every((r) => r.authorization === `Bearer ${token}`));

    clock += MINUTE;
    assert.equal((await send(completed())).statusCode, 204, 'Zoom sends it again');
    await portal.app.zoomMeetings!.idle();
    assert.equal((await portal.db.select().from(videos).where(eq(videos.title, 'Study hall recording'))).length, 1);

    const recordings = await portal.request({
      as: 'learner',
      method: 'GET',
      url: `/api/v1/recordings?meeting_ids=${MEETING_A}`,
    });
    assert.equal(recordings.statusCode, 200, recordings.body);
    assert.match(recordings.body, /Study hall recording/);
  });
});

describe("Zoom's bursts and the API's rate limit", () => {
  let portal: TestPortal;
  let zoom: ZoomServer;
  before(async () => {
    zoom = await startZoomServer();
    portal = await startTestPortal({
      fixtures: false,
      rateLimit: { max: 3, timeWindowMs: 60_000 },
      outbox: { retryEveryMs: 0, config: { ...EMBEDDED_ADAPTERS, meetings: zoom.settings } },
    });
  });
  after(async () => {
    await portal?.close();
    await zoom?.close();
  });

  it('takes a burst from one address past the general per-caller budget', async () => {
    const now = new Date();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        portal.request({
          as: null,
          method: 'POST',
          url: '/api/v1/webhooks/zoom',
          ...signedZoomEvent(
            { event: 'meeting.participant_joined', event_ts: n, payload: { object: { id: '123456789' } } },
            now,
          ),
        }),
      ),
    );
    assert.deepEqual(new Set(answers.map((a) => a.statusCode)), new Set([204]));
    const other = await Promise.all(
      Array.from({ length: 4 }, () =>
        portal.request({ as: null, method: 'GET', url: '/api/v1/recordings?meeting_ids=1' }),
      ),
    );
    assert.ok(
      other.some((a) => a.statusCode === 429),
      'the budget still holds elsewhere',
    );
  });
});
