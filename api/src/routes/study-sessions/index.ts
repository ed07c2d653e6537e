import type { FastifyInstance } from 'fastify';
import join from './join.ts';
import session from './session.ts';
import topic from './topic.ts';

/** Study sessions of the embedded meetings adapter: the running session, start or join, leave, topics. */
export default async function studySessionsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(session);
  await app.register(join);
  await app.register(topic);
}
