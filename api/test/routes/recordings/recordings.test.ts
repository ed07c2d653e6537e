import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RecordingsEnvelope } from '@cedar/shared/contract';
import { eventRecording } from '@cedar/shared/domain';
import { DASHBOARD_NOW, insertDashboardFixtures, MEETING_A, ZOOM_A } from '../../helpers/dashboard-fixtures.ts';
import { type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('GET /api/v1/recordings', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const recordings = async (as: PersonKey, ids: string) => {
    const response = await portal.request({ as, method: 'GET', url: `/api/v1/recordings?meeting_ids=${ids}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as RecordingsEnvelope).message.recordings;
  };

  it("answers the meetings' recordings from the caller's cohorts' calendars, never archived ones", async () => {
    const found = await recordings('learner', `${MEETING_A},42`);
    assert.deepEqual(
      found.map((r) => r.video_details.generatedUUID),
      ['rec-yesterday', 'rec-today'],
    );
    assert.deepEqual(found[1]!.source_details.recording_details.start_time, found[1]!.video_details.recording_start);
    // Cohort B's member sees only the recording filed in cohort B's calendar.
    assert.deepEqual(
      (await recordings('otherLearner', MEETING_A)).map((r) => r.video_details.generatedUUID),
      ['rec-other-cohort'],
    );
    assert.deepEqual(await recordings('nocourse', MEETING_A), []);
  });

  it('lets the client choose the recording of the event date', async () => {
    const found = await recordings('learner', MEETING_A);
    const ended = { meeting_url: ZOOM_A, start_date_time: new Date(DASHBOARD_NOW.getTime() - 7_200_000).toISOString() };
    const chosen = eventRecording(ended, found, 'America/Chicago');
    assert.equal(chosen.state, 'has_recording');
    assert.equal(chosen.recordingDetails[0]!.video_details.generatedUUID, 'rec-today');
  });

  it('validates the meeting ids', async () => {
    const bad = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/recordings?meeting_ids=1;drop' });
    assert.equal(bad.statusCode, 400);
    const anonymous = await portal.request({ method: 'GET', url: `/api/v1/recordings?meeting_ids=${MEETING_A}` });
    assert.equal(anonymous.statusCode, 401);
  });
});
