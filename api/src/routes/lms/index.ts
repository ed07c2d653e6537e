import type { FastifyInstance } from 'fastify';
import assignments from './assignments.ts';
import launchpad from './launchpad.ts';

/** The embedded course-management system: assignments, course data and the launchpad. */
export default async function lmsRoutes(app: FastifyInstance, options: { lmsBaseUrl: string }): Promise<void> {
  await app.register(assignments, options);
  await app.register(launchpad, options);
}
