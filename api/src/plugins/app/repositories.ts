import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OVER_DRIZZLE, type RepositoryName, type Repositories } from '../../repositories/implementations.ts';

declare module 'fastify' {
  // Routes and access rules reach the data through these only (api/src/repositories).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from Repositories
  interface FastifyInstance extends Repositories {}
}

export interface RepositoriesOptions {
  /** Implementations to use instead of drizzle's, by name (a test's fake, another store). */
  implementations?: Partial<Repositories> | undefined;
}

/** `usersRepository` -> `cedar-users-repository`: the plugin name others declare as a dependency. */
export const repositoryPluginName = (name: RepositoryName): string =>
  `cedar-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** One repository as a named plugin that decorates the app with it. */
function repositoryPlugin(name: RepositoryName) {
  return fp(
    async (app: FastifyInstance, options: RepositoriesOptions) => {
      const chosen: object = options.implementations?.[name] ?? OVER_DRIZZLE[name](app.db);
      // Typed by the augmentation above; a name of the union is too wide for decorate's overloads.
      app.decorate(name as string, chosen);
    },
    { name: repositoryPluginName(name), fastify: '5.x', dependencies: ['cedar-db'] },
  );
}

/**
 * Registers every repository, each its own named plugin: the one place where implementations
 * are chosen (drizzle over the opened database unless the caller hands others).
 */
async function repositories(app: FastifyInstance, options: RepositoriesOptions): Promise<void> {
  for (const name of Object.keys(OVER_DRIZZLE) as RepositoryName[]) {
    await app.register(repositoryPlugin(name), options);
  }
}

export default fp(repositories, { name: 'cedar-repositories', fastify: '5.x', dependencies: ['cedar-db'] });
