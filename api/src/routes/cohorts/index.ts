import type { FastifyInstance } from 'fastify';
import connection from './connection.ts';
import supportTeam from './support-team.ts';
import webtools from './webtools.ts';

/** A cohort's dashboard panels: support team, online tools and connection data. */
export default async function cohortPanelsRoutes(
  app: FastifyInstance,
  options: { eventsCalendarId: string },
): Promise<void> {
  await app.register(supportTeam);
  await app.register(webtools);
  await app.register(connection, options);
}
