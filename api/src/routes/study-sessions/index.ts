import type { FastifyInstance } from 'fastify';
import details from './details.ts';
import join from './join.ts';
import session from './session.ts';
import topic from './topic.ts';

/** Study sessions of the embedded meetings adapter: the running session, start or join, leave, topics, details by meeting id. */
export default async function studySessionsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(session);
  await app.register(join);
  await app.register(topic);
  await app.register(details);
}
