import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, IngestBody, IngestEnvelope } from '@cedar/shared/contract';
import { permissionsInCohort } from '@cedar/shared/domain';
import { eventsOfMeeting, ingestRecording } from '../../media/ingest.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { errorResponses } from '../schemas.ts';
import { presentVideo } from './present.ts';

/** Recordings of up to about 150 MB arrive base64-encoded in JSON. */
const BODY_LIMIT = 200 * 1024 * 1024;

/**
 * POST /api/v1/videos/ingest: staff who may edit videos (videosCanEdit) in the cohort of the
 * meeting's calendar event store a recording with its transcript and chat (403 without that
 * permission anywhere or for that cohort; 404 when no calendar event has the meeting id).
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
      config: { access: 'authenticated' },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      const mayEdit = (cohortId: number) => permissionsInCohort(viewer.memberships, cohortId).functions.videosCanEdit;
      if (!viewer.memberships.some((m) => mayEdit(m.cohort_id))) throw forbidden('You may not add videos.');
      const events = await eventsOfMeeting(app.db, request.body.meeting_id);
      if (events.length === 0) throw notFound('No calendar event has this meeting id.');
      // Only the events of cohorts where the caller may edit videos are linked.
      const allowed = events.filter((e) => mayEdit(e.cohort_id));
      if (allowed.length === 0) throw forbidden("You may not add videos to this meeting's cohort.");
      const body = request.body;
      const result = await ingestRecording(app.db, app.storage, {
        video: Buffer.from(body.video_base64, 'base64'),
        videoExt: body.video_ext,
        transcriptVtt: body.transcript_vtt,
        chat: body.chat,
        meetingId: body.meeting_id,
        title: body.title,
        description: body.description,
        tags: body.tags,
        createdBy: viewer.email,
        events: allowed,
      });
      const video = presentVideo(result.video, {
        signer: app.fileSigner,
        now: app.now(),
        accounts: new Map(),
        ownView: null,
      });
      return reply.status(201).send({ message: { video, thumbnail: result.thumbnail } });
    },
  );
};

export default ingest;
