import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATION_IDS } from '../../domain/api-paths.ts';
import { defaultAccess } from '../app/authorization.ts';
import { componentSchemas, withComponentRefs } from './openapi-components.ts';

export interface SwaggerPluginOptions {
  productName: string;
}

/** The operations' tags, in the order the documentation shows them. */
const TAGS = [
  { name: 'health', description: 'Whether the server and its database answer' },
  { name: 'users', description: 'Profiles, the start-up record and the cohort directory' },
  { name: 'presence', description: 'Who is online: the heartbeat of an open tab and the offline beacon' },
  { name: 'places', description: 'Place suggestions and time zones for the profile forms (maps service)' },
  { name: 'announcements', description: "Announcements on a cohort's dashboard" },
  { name: 'calendars', description: "Cohort calendars, their events and one's personal calendar feed" },
  { name: 'recordings', description: "Recordings of meetings on the caller's cohorts' calendars" },
  { name: 'courses', description: "A learner's course: assignments, course data and the launchpad" },
  { name: 'cohorts', description: "A cohort's panels: support team, web tools and connection data" },
  { name: 'directory', description: 'The cohort directory at /connect: members, search history, favourites, pictures' },
  { name: 'study sessions', description: "Study sessions in a cohort's meeting room" },
  { name: 'support requests', description: 'Requests to the support team and their history' },
  { name: 'media', description: 'Recorded sessions: videos, transcript search, watch data and ingest' },
  { name: 'cohort members', description: "The admin console's member management: list, add, edit, audit" },
  { name: 'cohort management', description: 'Programs with their cohorts, and cohort creation' },
  {
    name: 'admin tools',
    description: 'Additional Tools: the Handshake upload to the CRM and the LMS course sync',
  },
  { name: 'cohort settings', description: "The admin console's cohort settings: cohort fields and Online Tools" },
  {
    name: 'telemetry',
    description: "Real-user speed and front-end errors, kept as aggregates; each remote's health for Program Managers",
  },
];

/** Only the API belongs in the document, not static files, the OpenID provider or the docs. */
const documented = (url: string, schema: FastifySchema | undefined) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && !schema?.hide;

/** The route's schema as documented: its operationId, its security and named contract schemas. */
function documentedSchema(route: RouteOptions, schema: FastifySchema, used: Set<string>) {
  const method = [route.method].flat()[0];
  const access = (route.config as { access?: string } | undefined)?.access;
  const response = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, unknown>).map(([code, answer]) => [
      code,
      withComponentRefs(answer, used),
    ]),
  );
  return {
    ...schema,
    operationId: OPERATION_IDS.get(`${method} ${route.url}`),
    // Public operations say so: an empty requirement, not a missing one.
    security: access === 'public' ? [] : [{ bearer: [] }],
    ...(schema.body ? { body: withComponentRefs(schema.body, used) } : {}),
    ...(schema.response ? { response } : {}),
  };
}

/** The OpenAPI document, built from the routes' TypeBox schemas, and its UI at /api/docs. */
async function openApi(app: FastifyInstance, options: SwaggerPluginOptions): Promise<void> {
  const routes: RouteOptions[] = [];
  // Filled when the app is ready (below); the document is built later, on its first request.
  const schemas: Record<string, object> = {};
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' && documented(route.url, route.schema)) routes.push(route);
  });
  // The components are the contract schemas the operations name, known once every route is in.
  app.addHook('onReady', async () => {
    const used = new Set<string>();
    for (const route of routes) documentedSchema(route, route.schema ?? {}, used);
    Object.assign(schemas, componentSchemas(used));
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.productName} API`,
        version: '1.0.0',
        description:
          'Provider API of the portal. Answers use the `{ message: {...} }` envelope; errors are `{ statusCode, error, message }`.',
        license: { name: 'Proprietary' },
      },
      // Relative: the document describes the server that serves it, wherever it is reached.
      servers: [{ url: '/', description: 'The portal server that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        // JSON schemas from the contract; swagger's types cannot tell OpenAPI 3.0's from 3.1's.
        schemas: schemas as Record<string, never>,
      },
    },
    hiddenTag: 'hidden',
    hideUntagged: false,
    transform: ({ schema, url, route }) => {
      if (!documented(url, schema)) return { schema: { ...schema, hide: true }, url };
      return { schema: documentedSchema(route, schema ?? {}, new Set()), url };
    },
  });
  // The documentation is public, like the OpenAPI document it shows.
  await app.register(async function docs(scope) {
    defaultAccess(scope, 'public');
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}

export default fp(openApi, { name: 'cedar-swagger', fastify: '5.x' });
