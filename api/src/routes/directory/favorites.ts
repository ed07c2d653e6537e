import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, FavoritesEnvelope, SaveFavoritesBody } from '@cedar/shared/contract';
import { badRequest } from '../../http-errors.ts';
import { canSeeProfile } from '../../users/viewer.ts';
import { errorResponses } from '../schemas.ts';
import { exactBody } from './strict-body.ts';

const emailsOf = (list: { user_email: string }[]) => [...new Set(list.map((f) => f.user_email.trim().toLowerCase()))];

/**
 * PATCH /api/v1/favorites: the directory's delayed favourites save (§4.5, §7 Save favourites):
 * the stars added and removed since the last save. Every star added must name someone the
 * caller can see, not themselves, and no e-mail may be both added and removed (else 400 and
 * nothing changes); the change is one transaction. Removing a star that is not set is no error.
 */
const favorites: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    endpoints.saveFavorites.path,
    {
      schema: {
        tags: ['directory'],
        summary: "Stars and un-stars profiles for the caller; answers the caller's favourites",
        body: SaveFavoritesBody,
        response: { 200: FavoritesEnvelope, ...errorResponses(400, 401, 429) },
      },
      config: { access: 'authenticated' },
      preValidation: exactBody(SaveFavoritesBody),
    },
    async (request) => {
      const viewer = request.viewer!;
      const add = emailsOf(request.body.add);
      const remove = emailsOf(request.body.remove);
      const both = add.filter((email) => remove.includes(email));
      if (both.length) throw badRequest(`Both added and removed: ${both.join(', ')}`);
      const facts = await app.usersRepository.membershipFactsOf(add);
      const unknown = add.filter((email) => {
        const memberships = facts.get(email);
        return !memberships || email === viewer.email || !canSeeProfile(viewer, { email, memberships });
      });
      if (unknown.length) throw badRequest(`Unknown profiles: ${unknown.join(', ')}`);
      const saved = await app.directoryRepository.changeFavourites(viewer.email, { add, remove });
      return { message: { user_favorite_profiles: saved } };
    },
  );
};

export default favorites;
