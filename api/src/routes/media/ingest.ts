import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, IngestBody, IngestEnvelope } from '@cedar/shared/contract';
import { badRequest, unsupportedMediaType } from '../../http-errors.ts';
import { ingestRecording } from '../../media/ingest.ts';
import uploads from '../../plugins/app/uploads.ts';
import { errorResponses } from '../schemas.ts';
import { presentVideo } from '../../presenters/video.ts';

/** The largest recording taken: a two-hour class as Zoom records it. */
export const RECORDING_MAX_BYTES = 2 * 1024 * 1024 * 1024;
const TAGS_MAX = 20;
const TAG_MAX_LENGTH = 60;

/** The tags field: comma-separated, each trimmed; too many or too long ones are a 400. */
function tagsOf(field: string | undefined): string[] {
  const tags = (field ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length > TAGS_MAX || tags.some((tag) => tag.length > TAG_MAX_LENGTH))
    throw badRequest(`Invalid body: tags are at most ${TAGS_MAX}, each at most ${TAG_MAX_LENGTH} characters.`);
  return tags;
}

/**
 * POST /api/v1/videos/ingest: staff who may edit videos (videosCanEdit) in the cohort of the
 * meeting's calendar event store a recording with its transcript and chat. The recording is
 * a multipart upload streamed to a temporary file and moved into storage (plugins/app/uploads.ts);
 * its container and length are read from its bytes (media/recording-file.ts): 415 for a file
 * that is no MP4 or WebM, 422 when its length cannot be read, and nothing is stored. The access
 * rule (`videoEditor`) refuses callers without the permission anywhere before the upload is
 * read (403), then finds the event the recording belongs to: the latest of the meeting that had
 * started at the recording's start (`start_time`, else the file's creation time, else now);
 * 404 when no calendar event has the meeting id or none of them had started.
 */
const ingest: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(uploads, { fileSize: RECORDING_MAX_BYTES });
  app.post(
    endpoints.ingestVideo.path,
    {
      schema: {
        tags: ['media'],
        summary: 'Stores a Zoom-style recording (video, VTT transcript, chat) and links it to its meeting',
        consumes: ['multipart/form-data'],
        body: IngestBody,
        response: { 201: IngestEnvelope, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
      config: { access: 'videoEditor', multipartOptions: { limits: { fileSize: RECORDING_MAX_BYTES } } },
      // Said before the body is read: an upload in another shape is not read at all.
      preParsing: async (request) => {
        if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? ''))
          throw unsupportedMediaType('Send the recording as multipart/form-data with the file in the field video.');
      },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      const body = request.body;
      const { video, event, start } = request.accessOutcome.recording!;
      const result = await ingestRecording(app.videosRepository, app.storage, {
        video,
        moveVideo: true,
        transcriptVtt: body.transcript_vtt,
        chat: body.chat,
        meetingId: body.meeting_id,
        title: body.title,
        description: body.description,
        tags: tagsOf(body.tags),
        createdBy: viewer.email,
        event,
        start,
      });
      const stored = presentVideo(result.video, {
        signer: app.fileSigner,
        now: app.now(),
        accounts: new Map(),
        ownView: null,
        viewerEmail: viewer.email,
      });
      return reply.status(201).send({ message: { video: stored, thumbnail: result.thumbnail } });
    },
  );
};

export default ingest;
