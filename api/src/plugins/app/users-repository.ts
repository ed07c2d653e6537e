import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUsersRepository, type UsersRepository } from '../../users/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Users, memberships, favourites and presence. */
    usersRepository: UsersRepository;
  }
}

async function usersRepository(app: FastifyInstance): Promise<void> {
  app.decorate('usersRepository', createUsersRepository(app.db));
}

export default fp(usersRepository, { name: 'cedar-users-repository', fastify: '5.x', dependencies: ['cedar-db'] });
