import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, VideoLibraryEnvelope, VideoLibraryQuery } from '@cedar/shared/contract';
import { presentLibraryVideo } from '../../presenters/library-video.ts';
import { errorResponses } from '../schemas.ts';

/**
 * GET /api/v1/videos/library?cohort_id=: the console's video library of a cohort: the videos
 * of its calendars, archived ones included (deleted never), with views and curations.
 */
const library: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.videoLibrary.path,
    {
      schema: {
        tags: ['media'],
        summary: "A cohort's video library for the console, archived videos included",
        querystring: VideoLibraryQuery,
        response: { 200: VideoLibraryEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'videoLibraryReader' },
    },
    async (request) => {
      const calendars = await app.calendarsRepository.ofCohort(request.query.cohort_id);
      const calendarNames = new Map(calendars.map((c) => [c.google_calendar_id, c.calendar_name]));
      const rows = await app.videosRepository.library([...calendarNames.keys()]);
      const events = await app.videosRepository.events(rows.flatMap((row) => row.google_event_ids));
      const now = app.now();
      return {
        message: {
          videos: rows.map((row) => presentLibraryVideo(row, { signer: app.fileSigner, now, calendarNames, events })),
        },
      };
    },
  );
};

export default library;
