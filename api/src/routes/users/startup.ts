import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, StartupEnvelope, StartupQuery } from '@cedar/shared/contract';
import { startupUserFor } from '../../presenters/profile.ts';
import { errorResponses } from '../schemas.ts';

/** GET /api/v1/users/startup?username=<own e-mail>: the signed-in user's record at start-up. */
const startup: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.startupUser.path,
    {
      schema: {
        tags: ['users'],
        summary: "The caller's own record with memberships and programs (§3.2); only the caller's e-mail",
        querystring: StartupQuery,
        response: { 200: StartupEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'self' },
    },
    async (request) => {
      const subject = request.accessOutcome.subject;
      // Signed in but unknown to the portal: the front end shows its no-course screen.
      if (!subject) return { message: { users: [] } };
      const [record] = await app.usersRepository.records([subject]);
      const programs = await app.usersRepository.programsOf(record!.memberships);
      return { message: { users: [startupUserFor(record!, programs, request.identity?.roles ?? [], app.now())] } };
    },
  );
};

export default startup;
