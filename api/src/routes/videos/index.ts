import type { FastifyInstance } from 'fastify';
import bulk from './bulk.ts';
import hosts from './hosts.ts';
import library from './library.ts';
import update from './update.ts';

/** The console's video library: a cohort's videos, curating and archiving them, choosing a host. */
export default async function videoLibraryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(library);
  await app.register(hosts);
  await app.register(update);
  await app.register(bulk);
}
