import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  endpoints,
  TRANSCRIPT_SEARCH_MAX_MATCHES,
  TranscriptSearchEnvelope,
  TranscriptSearchQuery,
} from '@cedar/shared/contract';
import { badRequest } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { fileUrl } from '../../presenters/video.ts';

/**
 * GET /api/v1/videos/transcript-search: what was said in the recordings of the caller's cohorts'
 * calendars (neither deleted nor archived), by video, newest recording first. `?cohort_id=`
 * narrows it to that cohort's calendars, the library the Watch page shows (`ownCohorts`: an
 * active membership is needed, else 403, as for the cohort's calendars).
 */
const transcriptSearch: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.transcriptSearch.path,
    {
      schema: {
        tags: ['media'],
        summary:
          "Finds text in the transcripts of the caller's cohorts' (or one cohort's) videos, grouped by video, newest first",
        querystring: TranscriptSearchQuery,
        response: { 200: TranscriptSearchEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'ownCohorts' },
    },
    async (request) => {
      const query = request.query.q.trim().replace(/\s+/g, ' ');
      if (query.length < 2) throw badRequest('Search for at least 2 characters other than spaces.');
      const viewer = request.viewer!;
      const cohortId = request.query.cohort_id;
      const calendarIds = (await app.calendarsRepository.ofMember(viewer.email))
        .filter((calendar) => cohortId === undefined || calendar.cohort_id === cohortId)
        .map((calendar) => calendar.google_calendar_id);
      const found = await app.videosRepository.searchTranscripts({
        calendarIds,
        query,
        limit: request.query.limit ?? 20,
        matchesPerVideo: TRANSCRIPT_SEARCH_MAX_MATCHES,
      });
      const now = app.now();
      return {
        message: {
          query,
          total_videos: found.totalVideos,
          results: found.hits.map((hit) => ({
            video: {
              id: hit.video.id,
              uuid: hit.video.uuid,
              title: hit.video.title,
              recording_start: hit.video.recording_start?.toISOString() ?? null,
              thumbnail_cdn_url: fileUrl(hit.video.thumbnail_cdn_url, app.fileSigner, now),
            },
            matches: hit.matches,
            total_matches: hit.totalMatches,
          })),
        },
      };
    },
  );
};

export default transcriptSearch;
