import type { FastifyInstance } from 'fastify';
import avatar from './avatar.ts';
import favorites from './favorites.ts';
import members from './members.ts';
import searchHistory from './search-history.ts';

/** The cohort directory at /connect: members, searches, favourites and pictures by URL. */
export default async function directoryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(members);
  await app.register(searchHistory);
  await app.register(favorites);
  await app.register(avatar);
}
