import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, IdentifierParams, ProfilesEnvelope } from '@cedar/shared/contract';
import { profileFor } from '../../presenters/profile.ts';
import { errorResponses } from '../schemas.ts';

/** GET /api/v1/users/by/:identifier: one profile by e-mail, username or id, as the caller may see it. */
const byIdentifier: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.userByIdentifier.path,
    {
      schema: {
        tags: ['users'],
        summary: 'A profile by e-mail, username or id; 404 when unknown or not visible to the caller',
        params: IdentifierParams,
        response: { 200: ProfilesEnvelope, ...errorResponses(400, 401, 404, 429) },
      },
      config: { access: 'profileViewer' },
    },
    async (request) => {
      const [record] = await app.usersRepository.records([request.accessOutcome.subject!]);
      return { message: { users: [profileFor(request.viewer!, record!, app.now())] } };
    },
  );
};

export default byIdentifier;
