import { permissionsInCohort } from '@cedar/shared/domain';
import { forbidden, notFound } from '../http-errors.ts';
import { knownRecordingStart, noEventMessage, recordingEvent } from '../media/ingest.ts';
import { fields, type Rule } from './rule.ts';

/**
 * `videoEditor`: staff who may edit videos (videosCanEdit) in the cohort of the calendar event
 * a recording belongs to. Without that permission in any cohort 403; when no event of the
 * body's `meeting_id` had started by the recording's start 404; for another cohort's event 403.
 * The event is found from the recording itself (its start), so the rule hands the decoded
 * video, the event and the start to the handler.
 */
export const RECORDING_RULES = {
  async videoEditor({ request, viewer, repositories }) {
    const mayEdit = (cohortId: number) => permissionsInCohort(viewer.memberships, cohortId).functions.videosCanEdit;
    if (!viewer.memberships.some((m) => mayEdit(m.cohort_id))) throw forbidden('You may not add videos.');
    const body = fields(request.body);
    const meetingId = String(body.meeting_id);
    const video = Buffer.from(String(body.video_base64), 'base64');
    const now = request.server.now();
    const start = knownRecordingStart(video, body.start_time ? new Date(String(body.start_time)) : null);
    const events = await repositories.calendarsRepository.meetingEvents(meetingId);
    const chosen = recordingEvent(events, start ?? now, now);
    if (!chosen) throw notFound(noEventMessage(meetingId, start ?? now, events.length > 0));
    if (!chosen.cohortIds.some(mayEdit)) throw forbidden("You may not add videos to this meeting's cohort.");
    return { cohortIds: chosen.cohortIds, recording: { video, event: chosen.event, start } };
  },
} satisfies Record<string, Rule>;
