import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, ZoomUrlValidation, ZoomWebhookEvent } from '@cedar/shared/contract';
import {
  checkZoomSignature,
  freshTimestamp,
  urlValidationAnswer,
  WEBHOOK_WINDOW_MS,
} from '../../adapters/zoom/signature.ts';
import { takeWebhookEventOnce } from '../../db/repositories/meeting-webhooks.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors.ts';
import type { ZoomEvent } from '../../meetings/zoom-events.ts';
import { errorResponses } from '../schemas.ts';

/** Zoom's events are small; a recording with many files stays well under this. */
const BODY_LIMIT = 256 * 1024;
/** Zoom sends bursts (a class of 80 joining at once): each address may send this many a minute. */
export const ZOOM_WEBHOOK_RATE_MAX = 1200;

const unsigned = () => new HttpError(401, 'The event is not signed (x-zm-signature, x-zm-request-timestamp).');
const stale = () => new HttpError(401, 'The event timestamp is more than 5 minutes off.');

const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * POST /api/v1/webhooks/zoom: the Zoom meetings adapter's event endpoint (ADR 0036). Public,
 * gated by Zoom's signature: `x-zm-signature` must be `v0=` + HMAC-SHA256 of
 * `v0:{x-zm-request-timestamp}:{raw body}` under ZOOM_WEBHOOK_SECRET_TOKEN (401 otherwise,
 * and for a timestamp more than 5 minutes off); the same signed event twice is a replay (409).
 * The signature is checked on the bytes as sent, so this route reads JSON with its own parser.
 * 404 when Zoom is not configured. Answers `endpoint.url_validation` with the encrypted token;
 * participant joined/left update the cohort's study room; a completed recording is ingested
 * after the answer; other events are acknowledged (204).
 */
export default async function zoomWebhook(app: FastifyInstance): Promise<void> {
  // This plugin's scope only: every other route keeps the API's JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(badRequest('Invalid body: not JSON.'));
    }
  });

  app.post(
    endpoints.zoomWebhook.path,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['study sessions'],
        summary: "Zoom's signed events: URL validation, participant joined/left, meeting ended, recording completed",
        description:
          'Public, signature-gated: x-zm-signature = v0=HMAC-SHA256(secret, "v0:{x-zm-request-timestamp}:{raw body}") in hex. ' +
          '401 for a missing, forged or stale signature (older than 5 minutes), 409 for a replay, 404 when Zoom is not configured.',
        body: ZoomWebhookEvent,
        response: {
          200: ZoomUrlValidation,
          204: { type: 'null', description: 'Taken' },
          ...errorResponses(400, 401, 404, 409, 413, 415, 429),
        },
      },
      config: {
        access: 'public',
        rateLimit: { max: ZOOM_WEBHOOK_RATE_MAX, timeWindow: 60_000 },
      },
      // Before the body is read: without Zoom, without a signature or with an old one, it is not read.
      preParsing: async (request) => {
        if (!app.zoomMeetings) throw notFound('Zoom is not configured on this server.');
        const timestamp = header(request, 'x-zm-request-timestamp');
        if (!header(request, 'x-zm-signature') || !timestamp) throw unsigned();
        if (!freshTimestamp(timestamp, app.now())) throw stale();
      },
      // Before the body's schema: a forged event is refused whatever it holds.
      preValidation: async (request) => {
        const zoom = app.zoomMeetings!;
        const signature = header(request, 'x-zm-signature');
        const checked = checkZoomSignature(
          zoom.settings.webhookSecret,
          { signature, timestamp: header(request, 'x-zm-request-timestamp') },
          rawBodies.get(request) ?? Buffer.alloc(0),
          app.now(),
        );
        if (checked === 'missing') throw unsigned();
        if (checked === 'stale') throw stale();
        if (checked === 'forged') throw new HttpError(401, 'The event signature does not match.');
        if (!(await takeWebhookEventOnce(app.db, signature!, app.now(), 2 * WEBHOOK_WINDOW_MS)))
          throw conflict('This event was taken already (a replay).');
      },
    },
    async (request, reply) => {
      const zoom = app.zoomMeetings!;
      const event = request.body as ZoomEvent;
      switch (event.event) {
        case 'endpoint.url_validation': {
          const plain = event.payload?.plainToken;
          if (typeof plain !== 'string' || !plain || plain.length > 200)
            throw badRequest('Invalid body: payload.plainToken is required.');
          return reply.code(200).send(urlValidationAnswer(zoom.settings.webhookSecret, plain));
        }
        case 'meeting.participant_joined':
        case 'meeting.participant_left':
          await zoom.participantEvent(event);
          break;
        case 'meeting.ended':
          await zoom.meetingEnded(event);
          break;
        case 'recording.completed':
          zoom.recordingCompleted(event);
          break;
        default:
          break;
      }
      return reply.code(204).send();
    },
  );
}
