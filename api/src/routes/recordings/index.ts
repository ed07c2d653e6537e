import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, RecordingsEnvelope, RecordingsQuery } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';

/**
 * GET /api/v1/recordings?meeting_ids=1,2: recordings of those meetings that belong to the
 * caller's cohorts' calendars (neither deleted nor archived). Choosing one per event is the
 * client's rule (`eventRecording` in @cedar/shared/domain), since it depends on the event.
 */
const recordings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.recordings.path,
    {
      schema: {
        tags: ['recordings'],
        summary: "Recordings of meetings, from the caller's cohorts' calendars",
        querystring: RecordingsQuery,
        response: { 200: RecordingsEnvelope, ...errorResponses(400, 401, 429) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const calendars = await app.calendarsRepository.ofMember(request.viewer!.email);
      const meetingIds = request.query.meeting_ids.split(',');
      const found = await app.videosRepository.recordings(
        meetingIds,
        calendars.map((c) => c.google_calendar_id),
      );
      return { message: { recordings: found } };
    },
  );
};

export default recordings;
