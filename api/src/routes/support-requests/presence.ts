import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { endpoints, Id, SupportPresenceBody, SupportPresenceEnvelope } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';
import type { PresenceStore } from './presence-store.ts';

const params = Type.Object({ id: Id() });

/**
 * "{name} is viewing" / "{name} is replying": the expanded view sends a heartbeat while a
 * request is open and is answered who else has it open. Only staff who may read the request
 * (its cohort's support staff; type 4 only with supportRequestsCanSeePersonalRequests).
 */
export interface PresenceOptions {
  /** In memory with one replica; in Redis when replicas share it (app.ts). */
  store: PresenceStore;
}

const presence: FastifyPluginAsyncTypebox<PresenceOptions> = async (app, { store }) => {
  const nameOf = async (email: string) => {
    const user = await app.usersRepository.findUser(email);
    return user ? `${user.preferred_name || user.first_name} ${user.last_name}`.trim() : email;
  };

  app.post(
    endpoints.supportRequestPresence.path,
    {
      schema: {
        tags: ['support requests'],
        summary: 'Heartbeat on an open support request (viewing or replying); answers the other staff on it',
        params,
        body: SupportPresenceBody,
        response: { 200: SupportPresenceEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'supportRequestReader' },
    },
    async (request) => {
      const email = request.viewer!.email;
      const others = await store.beat(request.params.id, email, await nameOf(email), request.body.state, app.now());
      return { message: { presence: others } };
    },
  );

  app.delete(
    endpoints.leaveSupportRequest.path,
    {
      schema: {
        tags: ['support requests'],
        summary: 'Leave an open support request (the expanded view closed)',
        params,
        response: { 200: SupportPresenceEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'supportRequestReader' },
    },
    async (request) => {
      await store.leave(request.params.id, request.viewer!.email);
      return { message: { presence: await store.others(request.params.id, request.viewer!.email, app.now()) } };
    },
  );
};

export default presence;
