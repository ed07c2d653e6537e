import type { FastifyInstance } from 'fastify';
import create from './create.ts';
import list from './list.ts';

/** Announcements: what a cohort's members see, and posting one. */
export default async function announcementsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(list);
  await app.register(create);
}
