import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, VideoChanges, VideoChangesEnvelope, VideoUuidQuery } from '@cedar/shared/contract';
import type { VideoCuration } from '../../db/repositories/video-library.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { presentLibraryVideo } from '../../presenters/library-video.ts';
import { errorResponses } from '../schemas.ts';
import { strictBody } from '../strict-body.ts';

/** Empty text is none (§4). */
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** Tags as stored: trimmed, lower-cased, once each, empty ones dropped (§5); none at all is null (§4). */
export function normalisedTags(tags: string[] | null): string[] | null {
  const kept = [...new Set((tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  return kept.length === 0 ? null : kept;
}

/** Equal tag lists, null and empty being the same "none". */
export const sameTags = (a: string[] | null, b: string[] | null) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((tag, i) => tag === b![i]);

/**
 * PUT /api/videos?uuid=: curates a video (title, description, host, tags) or archives it /
 * makes it public. The changed fields are recorded in `updates` with the editor's name; a
 * save that changes nothing writes nothing. An archived video leaves the learners' library,
 * search and video page at once (they never list archived videos).
 */
const update: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    endpoints.updateVideo.path,
    {
      schema: {
        tags: ['media'],
        summary: 'Curate a video (recording the change with the editor) or archive it / make it public',
        querystring: VideoUuidQuery,
        body: VideoChanges,
        response: { 200: VideoChangesEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preValidation: strictBody(VideoChanges),
      config: { access: 'videoCurator' },
    },
    async (request) => {
      const found = await app.videosRepository.findForCuration(request.query.uuid);
      if (!found) throw notFound('No such video.');
      const { video } = found;
      const body = request.body;
      const curation: VideoCuration = {};
      const changes: string[] = [];
      if (body.title !== undefined) {
        const title = body.title.trim();
        if (!title) throw badRequest('A video needs a title.');
        if (title !== video.title) {
          curation.title = title;
          changes.push('Title');
        }
      }
      const description = orNull(body.description);
      if (description !== undefined && description !== video.description) {
        curation.description = description;
        changes.push('Description');
      }
      const host = orNull(body.host);
      if (host !== undefined && host !== video.host) {
        if (host !== null && !(await app.usersRepository.findUser(host.toLowerCase()))) {
          throw badRequest('The host must be a user of the portal.');
        }
        curation.host = host === null ? null : host.toLowerCase();
        changes.push('Host');
      }
      if (body.tags !== undefined) {
        const tags = normalisedTags(body.tags ?? null);
        if (!sameTags(tags, video.tags)) {
          curation.tags = tags;
          changes.push('Tags');
        }
      }
      if (body.archived !== undefined && body.archived !== video.archived) curation.archived = body.archived;
      if (changes.length > 0) {
        const editor = await app.usersRepository.findUser(request.viewer!.email);
        const name = editor ? `${editor.first_name} ${editor.last_name}`.trim() : '';
        curation.updates = [
          ...(video.updates ?? []),
          { updated_by: name || 'Unknown User', updated_date: app.now().toISOString(), changes },
        ];
      }
      const stored = Object.keys(curation).length === 0 ? video : await app.videosRepository.curate(video.id, curation);
      const calendars = await app.calendarsRepository.ofMember(request.viewer!.email);
      const calendarNames = new Map(calendars.map((c) => [c.google_calendar_id, c.calendar_name]));
      const events = await app.videosRepository.events(stored.google_event_ids);
      const shown = presentLibraryVideo(
        { ...stored, views: video.views },
        { signer: app.fileSigner, now: app.now(), calendarNames, events },
      );
      return { message: { response: 'success' as const, video: shown } };
    },
  );
};

export default update;
