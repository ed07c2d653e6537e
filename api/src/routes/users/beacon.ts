import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailParams, endpoints, PresenceBeacon, PresenceEnvelope } from '@cedar/shared/contract';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

/**
 * POST /api/user/:email: the offline beacon sent when the last window closes, with
 * `fetch(url, { method: 'POST', keepalive: true, headers, body })`. Own account only. The
 * server's clock sets last seen, so a wrong client clock cannot fake presence.
 */
const beacon: FastifyPluginAsyncTypebox = async (app) => {
  // A beacon may arrive as text/plain (no CORS preflight); its body is still JSON.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 1024 },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post(
    endpoints.offlineBeacon.path,
    {
      schema: {
        tags: ['presence'],
        summary: 'Offline beacon: marks the caller offline (own account only)',
        params: EmailParams,
        body: PresenceBeacon,
        response: { 200: PresenceEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'self' },
    },
    async (request) => {
      const subject = request.accessOutcome.subject;
      const presence = subject && (await app.usersRepository.setPresence(subject.email, false, app.now()));
      if (!presence) throw notFound('No such user.');
      return { message: presence };
    },
  );
};

export default beacon;
