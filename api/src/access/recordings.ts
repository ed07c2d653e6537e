import { permissionsInCohort } from '@cedar/shared/domain';
import { badRequest, forbidden, notFound } from '../http-errors.ts';
import { probeRecording } from '../media/recording-file.ts';
import { knownRecordingStart, noEventMessage, recordingEvent } from '../media/ingest.ts';
import type { Viewer } from '../users/viewer.ts';
import { fields, type Gate, type Rule } from './rule.ts';

/**
 * `videoEditor`: staff who may edit videos (videosCanEdit) in the cohort of the calendar event
 * a recording belongs to. Without that permission in any cohort 403; when no event of the
 * body's `meeting_id` had started by the recording's start 404; for another cohort's event 403.
 * The event is found from the recording itself (its start), so the rule hands the decoded
 * video, the event and the start to the handler.
 */
const editsVideosIn = (viewer: Viewer) => (cohortId: number) =>
  permissionsInCohort(viewer.memberships, cohortId).functions.videosCanEdit;

export const RECORDING_GATES = {
  videoEditor(viewer) {
    if (!viewer.memberships.some((m) => editsVideosIn(viewer)(m.cohort_id))) throw forbidden('You may not add videos.');
  },
} satisfies Record<string, Gate>;

export const RECORDING_RULES = {
  async videoEditor({ request, viewer, repositories }) {
    const mayEdit = editsVideosIn(viewer);
    const body = fields(request.body);
    const meetingId = String(body.meeting_id);
    const upload = request.uploads?.get('video');
    if (!upload) throw badRequest('Invalid body: the recording is required as the file part video.');
    // 415/422 for a file that is no recording the portal plays: refused before anything is stored.
    const video = { file: upload.file, probe: await probeRecording(upload.file) };
    const now = request.server.now();
    const start = knownRecordingStart(video.probe, body.start_time ? new Date(String(body.start_time)) : null);
    const events = await repositories.calendarsRepository.meetingEvents(meetingId);
    const chosen = recordingEvent(events, start ?? now, now);
    if (!chosen) throw notFound(noEventMessage(meetingId, start ?? now, events.length > 0));
    if (!chosen.cohortIds.some(mayEdit)) throw forbidden("You may not add videos to this meeting's cohort.");
    return { cohortIds: chosen.cohortIds, recording: { video, event: chosen.event, start } };
  },
} satisfies Record<string, Rule>;
