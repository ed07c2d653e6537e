import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, VideoBulkBody, VideoBulkEnvelope, VideoTags } from '@cedar/shared/contract';
import type { CurationTarget, VideoCuration } from '../../db/repositories/video-library.ts';
import { badRequest } from '../../http-errors.ts';
import { presentLibraryVideo } from '../../presenters/library-video.ts';
import { errorResponses } from '../schemas.ts';
import { strictBody } from '../strict-body.ts';
import { normalisedTags } from './update.ts';

const MAX_TAGS = VideoTags.maxItems ?? 50;

/** What the action changes on one video; null when it already is so. */
function bulkCuration(
  action: VideoBulkBody['action'],
  tag: string | null,
  video: CurationTarget['video'],
): { curation: VideoCuration; recorded: boolean } | null {
  if (action === 'archive') return video.archived ? null : { curation: { archived: true }, recorded: false };
  if (action === 'make_public') return video.archived ? { curation: { archived: false }, recorded: false } : null;
  const tags = video.tags ?? [];
  if (tags.includes(tag!)) return null;
  if (tags.length >= MAX_TAGS) {
    throw badRequest(`A video holds at most ${MAX_TAGS} tags: "${video.title ?? video.uuid}" is full.`);
  }
  return { curation: { tags: normalisedTags([...tags, tag!]) }, recorded: true };
}

/**
 * POST /api/v1/videos/bulk: one action over several videos of the library (archive, make
 * public, add a tag), in one transaction: every video is checked (access/video-library.ts)
 * before any is written. An added tag is a curation, recorded in `updates` with the editor's
 * name like a single save; archiving and making public are not (ADR 0023). Videos already so
 * are left as they are.
 */
const bulk: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.bulkUpdateVideos.path,
    {
      schema: {
        tags: ['media'],
        summary: 'Archive, make public or tag several videos of the library at once',
        body: VideoBulkBody,
        response: { 200: VideoBulkEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preValidation: strictBody(VideoBulkBody),
      config: { access: 'videoBulkCurator' },
    },
    async (request) => {
      const { uuids, action } = request.body;
      if ((action === 'add_tag') !== (request.body.tag !== undefined)) {
        throw badRequest(action === 'add_tag' ? 'add_tag needs a tag.' : `${action} takes no tag.`);
      }
      const tag = action === 'add_tag' ? (normalisedTags([request.body.tag!])?.[0] ?? null) : null;
      if (action === 'add_tag' && !tag) throw badRequest('The tag is empty.');
      const targets = await app.videosRepository.findManyForCuration(uuids);
      const now = app.now();
      const editor = await app.usersRepository.findUser(request.viewer!.email);
      const name = (editor ? `${editor.first_name} ${editor.last_name}`.trim() : '') || 'Unknown User';
      const curations: { id: number; curation: VideoCuration }[] = [];
      for (const { video } of targets.values()) {
        const change = bulkCuration(action, tag, video);
        if (!change) continue;
        const curation = change.recorded
          ? {
              ...change.curation,
              updates: [
                ...(video.updates ?? []),
                { updated_by: name, updated_date: now.toISOString(), changes: ['Tags'] },
              ],
            }
          : change.curation;
        curations.push({ id: video.id, curation });
      }
      const written = new Map((await app.videosRepository.curateMany(curations)).map((row) => [row.id, row]));
      const calendars = await app.calendarsRepository.ofMember(request.viewer!.email);
      const calendarNames = new Map(calendars.map((c) => [c.google_calendar_id, c.calendar_name]));
      const rows = [...targets.values()].map(({ video }) => ({
        ...(written.get(video.id) ?? video),
        views: video.views,
      }));
      const events = await app.videosRepository.events(rows.flatMap((row) => row.google_event_ids));
      return {
        message: {
          response: 'success' as const,
          changed: curations.length,
          videos: rows.map((row) => presentLibraryVideo(row, { signer: app.fileSigner, now, calendarNames, events })),
        },
      };
    },
  );
};

export default bulk;
