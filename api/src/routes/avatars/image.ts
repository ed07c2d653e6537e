import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AvatarFileParams, endpoints } from '@cedar/shared/contract';
import { sendError } from '../../plugins/app/errors.ts';
import { errorResponses } from '../schemas.ts';
import { picturesInMemory } from './pictures-in-memory.ts';

/**
 * GET /api/v1/avatars/:file: a stored profile picture. Pictures are public (§7 `acl=public-read`:
 * an `<img>` sends no token) and content-addressed, so a cached copy never goes stale.
 */
const image: FastifyPluginAsyncTypebox = async (app) => {
  const picture = picturesInMemory(app.storage);
  app.get(
    endpoints.avatarImage.path,
    {
      schema: {
        tags: ['users'],
        summary: 'A stored profile picture (JPEG)',
        params: AvatarFileParams,
        response: {
          200: { description: 'The picture, image/jpeg', type: 'string', format: 'binary' },
          ...errorResponses(400, 404, 429),
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const body = await picture(`avatars/${request.params.file}`);
      if (!body) return sendError(reply, 404, 'No such picture.');
      reply.header('content-type', 'image/jpeg');
      reply.header('content-length', body.length);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-security-policy', "default-src 'none'");
      return reply.send(body);
    },
  );
};

export default image;
