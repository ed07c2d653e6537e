import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  endpoints,
  Text,
  VideosEnvelope,
  type VideoInfo,
  VideosQuery,
  ViewHistoryEnvelope,
  WatchDataEnvelope,
  WatchDataRecord,
} from '@cedar/shared/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http-errors.ts';
import { routePath } from '../../domain/api-paths.ts';
import { errorResponses } from '../schemas.ts';
import { presentVideo, visibleParticipants } from '../../presenters/video.ts';
import type { VideoRow } from '../../db/repositories/media.ts';

/** Calendar ids of the caller's active cohorts (the only videos they may see). */
export async function viewerCalendarIds(app: FastifyInstance, email: string) {
  return (await app.calendarsRepository.ofMember(email)).map((c) => c.google_calendar_id);
}

/** A video as a Watch page card needs it: the fields nothing there shows come empty. */
function asCard(video: VideoInfo): VideoInfo {
  return {
    ...video,
    meeting_id: null,
    description: null,
    video_cdn_url: null,
    transcripts_cdn_url: null,
    transcripts_details: null,
    chat_cdn_url: null,
    meeting_participants: [],
  };
}

/**
 * The recorded-session library (learner-dashboard §7): videos of the caller's cohorts'
 * calendars, watch-data records and the caller's view history.
 */
const media: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    routePath(endpoints.videos.path),
    {
      schema: {
        tags: ['media'],
        summary: "Videos of the caller's cohorts' calendars, by uuid or meeting id, neither deleted nor archived",
        querystring: VideosQuery,
        response: { 200: VideosEnvelope, ...errorResponses(400, 401, 429) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const email = request.viewer!.email;
      let calendarIds = await viewerCalendarIds(app, email);
      if (request.query.google_calendar_ids !== undefined) {
        const asked = new Set(request.query.google_calendar_ids.split(',').map((id) => id.trim()));
        calendarIds = calendarIds.filter((id) => asked.has(id));
      }
      const rows = await app.videosRepository.list({
        calendarIds,
        uuid: request.query.uuid,
        meetingId: request.query.meeting_id,
        limit: request.query.limit ?? 10_000,
        offset: request.query.offset ?? 0,
      });
      const cards = request.query.view === 'cards';
      // Cards show no participants: their accounts are not even looked up.
      const accounts = cards
        ? new Map()
        : await app.videosRepository.participantAccounts(
            rows.flatMap((row) =>
              visibleParticipants(row.meeting_participants, email).flatMap((p) => (p.email ? [p.email] : [])),
            ),
          );
      const watched = await app.videosRepository.lastWatched(
        email,
        rows.map((row) => row.id),
      );
      const now = app.now();
      const present = (row: VideoRow) =>
        presentVideo(row, {
          signer: app.fileSigner,
          now,
          accounts,
          ownView: watched.get(row.id) ?? null,
          viewerEmail: email,
        });
      return {
        message: {
          videos: rows.map((row) => (cards ? asCard(present({ ...row, meeting_participants: [] })) : present(row))),
        },
      };
    },
  );

  app.post(
    endpoints.saveWatchData.path,
    {
      schema: {
        tags: ['media'],
        summary: 'Adds watched segments of a video; resending a record never counts twice, nothing past its end counts',
        body: WatchDataRecord,
        response: { 200: WatchDataEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      // The record is the caller's own: its user_email names them.
      config: { access: 'self' },
    },
    async (request) => {
      const email = request.viewer!.email;
      const { views, position } = request.body.watch_details;
      // Type coercion turns the text "Infinity" into a number past the schema's bound.
      if (position !== undefined && !Number.isFinite(position)) {
        throw badRequest('Invalid body: watch_details/position must be a number of seconds.');
      }
      const video = await app.videosRepository.findVisible(request.body.video_id, await viewerCalendarIds(app, email));
      if (!video) throw notFound('No such video.');
      const saved = await app.videosRepository.saveWatchData(email, video, views, app.now(), position);
      return { message: { video_id: video.id, watched_seconds: saved.watchedSeconds, segments: saved.segments } };
    },
  );

  app.get(
    endpoints.viewHistory.path,
    {
      schema: {
        tags: ['media'],
        summary: "The caller's view history (named by e-mail), last watched first",
        params: Type.Object({ id: Text({ minLength: 3, maxLength: 320 }) }),
        response: { 200: ViewHistoryEnvelope, ...errorResponses(401, 403, 429) },
      },
      config: { access: 'self' },
    },
    async (request) => {
      const history = await app.videosRepository.viewHistory(request.viewer!.email);
      return {
        message: {
          response: history.map((entry) => ({
            video_id: entry.video_id,
            created_date: entry.created_date.toISOString(),
          })),
        },
      };
    },
  );
};

export default media;
