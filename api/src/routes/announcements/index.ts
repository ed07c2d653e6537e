import type { FastifyInstance } from 'fastify';
import create from './create.ts';
import history from './history.ts';
import list from './list.ts';
import reach from './reach.ts';
import seen from './seen.ts';
import update from './update.ts';

/** Announcements: what a cohort's members see, and the console's history, posting and editing. */
export default async function announcementsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(list);
  await app.register(history);
  await app.register(reach);
  await app.register(seen);
  await app.register(create);
  await app.register(update);
}
