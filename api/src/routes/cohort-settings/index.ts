import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CohortFieldsEnvelope,
  CohortParams,
  endpoints,
  SaveCohortWebtools,
  SavedWebtoolsEnvelope,
  UpdateCohortFields,
} from '@cedar/shared/contract';
import { WEBTOOLS } from '@cedar/shared/domain';
import { badRequest, notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import cohortCalendarsRoutes from './calendars.ts';
import cohortCoursesRoutes from './courses.ts';
import cohortStaffRoutes from './staff.ts';

const tags = ['cohort settings'];
const KNOWN_TOOLS = new Set<number>(WEBTOOLS.map((tool) => tool.id));

/**
 * The cohort settings page (admin-console §2.5, §4 Settings, §8 Settings): the cohort's fields
 * for its staff, and their changes and the Online Tools for its admin (role 9) only.
 */
const cohortSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.cohortFields.path,
    {
      schema: {
        tags,
        summary: "The cohort's fields: name, Zoom URL, Slack channel, Inscribe community",
        params: CohortParams,
        response: { 200: CohortFieldsEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortStaff' },
    },
    async (request) => {
      const cohort = await app.cohortSettingsRepository.fields(request.params.cohortId);
      if (!cohort) throw notFound('No such cohort.');
      return { message: { cohort } };
    },
  );

  app.put(
    endpoints.updateCohortFields.path,
    {
      schema: {
        tags,
        summary: "Changes the cohort's fields (only those sent)",
        params: CohortParams,
        body: UpdateCohortFields,
        response: { 200: CohortFieldsEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const cohort = await app.cohortSettingsRepository.updateFields(request.params.cohortId, request.body);
      if (!cohort) throw notFound('No such cohort.');
      return { message: { cohort } };
    },
  );

  app.post(
    endpoints.saveCohortWebtools.path,
    {
      schema: {
        tags,
        summary: "Saves the cohort's Online Tools: assigns the checked ones, switches off the unchecked",
        params: CohortParams,
        body: SaveCohortWebtools,
        response: { 200: SavedWebtoolsEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const unknown = request.body.webtools.find((tool) => !KNOWN_TOOLS.has(tool.webtools_id));
      if (unknown) throw badRequest(`There is no online tool ${unknown.webtools_id}.`);
      const webtools = await app.cohortSettingsRepository.saveWebtools(
        request.params.cohortId,
        request.body.webtools,
        request.viewer!.email,
      );
      return { message: { didUpdate: true, name: 'Webtools', webtools } };
    },
  );

  await app.register(cohortCoursesRoutes);
  await app.register(cohortCalendarsRoutes);
  await app.register(cohortStaffRoutes);
};

export default cohortSettingsRoutes;
