import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateCohort, CreatedCohortEnvelope, endpoints, ManagedProgramsEnvelope } from '@cedar/shared/contract';
import { isValidMemberEmail, SELECTABLE_PROGRAMS } from '@cedar/shared/domain';
import { badRequest } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

const tags = ['cohort management'];
const SELECTABLE = new Set<number>(SELECTABLE_PROGRAMS.map((p) => p.id));

/** Today's date, YYYY-MM-DD, in UTC. */
const dateOf = (now: Date) => now.toISOString().slice(0, 10);

/** A real calendar date (2026-02-30 is not). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && dateOf(date) === value;
}

/**
 * The admin settings page (admin-console §2.10, §4 Create cohort, §8 Cohort creation): the
 * programs with their cohorts, and cohort creation for holders of adminSettingsCreateCohort.
 */
const cohortAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.managedPrograms.path,
    {
      schema: {
        tags,
        summary: 'Every program with its active and inactive cohorts',
        response: { 200: ManagedProgramsEnvelope, ...errorResponses(401, 403, 429) },
      },
      config: { access: 'cohortsManager' },
    },
    async () => ({ message: { programs: await app.cohortAdminRepository.programs(dateOf(app.now())) } }),
  );

  app.post(
    endpoints.createCohort.path,
    {
      schema: {
        tags,
        summary: 'Creates a cohort; its creator becomes its admin (role 9)',
        body: CreateCohort,
        response: { 201: CreatedCohortEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortCreator' },
    },
    async (request, reply) => {
      const body = request.body;
      if (!SELECTABLE.has(body.program_id)) throw badRequest('Please choose one of the listed programs.');
      if (!body.cohort_name.trim()) throw badRequest('A cohort name is required.');
      if (!isValidMemberEmail(body.created_by.trim())) throw badRequest('Please enter a valid program manager e-mail.');
      if (!isCalendarDate(body.startTermField)) throw badRequest('Please enter a valid term 1 start date.');
      if (body.startTermField < dateOf(app.now())) throw badRequest('The term 1 start date cannot be before today.');
      const created = await app.cohortAdminRepository.create(body, request.viewer!.email, app.now());
      if (!created) throw badRequest(`A cohort named ${body.cohort_name.trim()} already exists.`);
      return reply.code(201).send({ message: created });
    },
  );
};

export default cohortAdminRoutes;
