import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, Id, Text } from '@cedar/shared/contract';
import { Type } from '@sinclair/typebox';
import { avatarVersion, decodeDataUrl } from '../../domain/avatar-urls.ts';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

const AvatarParams = Type.Object({ id: Id(), version: Text({ pattern: '^[A-Za-z0-9_-]{22}$', maxLength: 22 }) });

/**
 * GET /api/v1/avatars/:id/:version: a member's inline picture as an image, so lists send a
 * short URL (domain/avatar-urls.ts). Images load without the bearer token, so the route is
 * public; the version digest is the capability: a wrong or stale one answers 404. A new
 * picture has a new URL, so an answer is cached for a year.
 */
const avatar: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.memberAvatar.path,
    {
      schema: {
        tags: ['directory'],
        summary: "A member's picture stored inline, by its versioned URL",
        params: AvatarParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The picture' }),
          ...errorResponses(400, 404, 429),
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const user = await app.usersRepository.findUser(String(request.params.id));
      const stored = user?.user_image_url;
      if (!stored || !stored.startsWith('data:') || avatarVersion(stored) !== request.params.version) {
        throw notFound('No such picture.');
      }
      const image = decodeDataUrl(stored);
      if (!image || !/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(image.type)) throw notFound('No such picture.');
      return reply
        .header('content-type', image.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.body);
    },
  );
};

export default avatar;
