import type { FastifyInstance } from 'fastify';
import beacon from './beacon.ts';
import byIdentifier from './by-identifier.ts';
import list from './list.ts';
import startup from './startup.ts';
import update from './update.ts';

/** The users area: start-up record, profiles, directory, profile edits and the offline beacon. */
export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(startup);
  await app.register(list);
  await app.register(byIdentifier);
  await app.register(update);
  await app.register(beacon);
}
