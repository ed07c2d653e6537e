import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';

export interface DbPluginOptions {
  db: Database;
  /** Throws when the database does not answer (used by /api/health). */
  ping: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle database (PGlite or PostgreSQL). */
    db: Database;
    /** Throws when the database does not answer. */
    pingDatabase: () => Promise<void>;
  }
}

/** Decorates the app with the database opened by the caller (server.ts or a test). */
async function db(app: FastifyInstance, options: DbPluginOptions): Promise<void> {
  app.decorate('db', options.db);
  app.decorate('pingDatabase', options.ping);
}

export default fp(db, { name: 'cedar-db', fastify: '5.x' });
