import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultAccess } from '../app/authorization.ts';

export interface SwaggerPluginOptions {
  productName: string;
  publicUrl: string;
}

/** The OpenAPI document, built from the routes' TypeBox schemas, and its UI at /api/docs. */
async function openApi(app: FastifyInstance, options: SwaggerPluginOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.productName} API`,
        version: '1.0.0',
        description:
          'Provider API of the portal. Answers use the `{ message: {...} }` envelope; errors are `{ statusCode, error, message }`.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Only the API belongs in the document, not static files or the OpenID provider.
    hiddenTag: 'hidden',
    hideUntagged: false,
    transform: ({ schema, url, route }) => {
      const hide = !url.startsWith('/api/') || url.startsWith('/api/docs');
      const access = (route.config as { access?: string } | undefined)?.access;
      const security = access && access !== 'public' ? [{ bearer: [] }] : undefined;
      return { schema: { ...schema, hide: hide || schema?.hide, ...(security ? { security } : {}) }, url };
    },
  });
  // The documentation is public, like the OpenAPI document it shows.
  await app.register(async function docs(scope) {
    defaultAccess(scope, 'public');
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}

export default fp(openApi, { name: 'cedar-swagger', fastify: '5.x' });
