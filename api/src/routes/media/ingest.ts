import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, IngestBody, IngestEnvelope } from '@cedar/shared/contract';
import { ingestRecording } from '../../media/ingest.ts';
import { errorResponses } from '../schemas.ts';
import { presentVideo } from '../../presenters/video.ts';

/** Recordings of up to about 150 MB arrive base64-encoded in JSON. */
const BODY_LIMIT = 200 * 1024 * 1024;

/**
 * POST /api/v1/videos/ingest: staff who may edit videos (videosCanEdit) in the cohort of the
 * meeting's calendar event store a recording with its transcript and chat. The recording
 * belongs to one event: the latest of the meeting that had started at the recording's start
 * (`start_time`, else the file's creation time, else now). The access rule (`videoEditor`)
 * finds that event: 403 without that permission anywhere or for that event's cohort; 404 when
 * no calendar event has the meeting id or none of them had started.
 */
const ingest: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.ingestVideo.path,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['media'],
        summary: 'Stores a Zoom-style recording (video, VTT transcript, chat) and links it to its meeting',
        body: IngestBody,
        response: { 201: IngestEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'videoEditor' },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      const body = request.body;
      const { video, event, start } = request.accessOutcome.recording!;
      const result = await ingestRecording(app.videosRepository, app.storage, {
        video,
        videoExt: body.video_ext,
        transcriptVtt: body.transcript_vtt,
        chat: body.chat,
        meetingId: body.meeting_id,
        title: body.title,
        description: body.description,
        tags: body.tags,
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
