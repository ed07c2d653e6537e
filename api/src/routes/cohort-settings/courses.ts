import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddCohortCourses,
  CohortCourseParams,
  CohortCoursesEnvelope,
  CohortParams,
  CourseActiveUsersEnvelope,
  endpoints,
  LmsCourseSearchEnvelope,
  LmsCourseSearchQuery,
  RemoveCohortCourses,
  SavedCohortCoursesEnvelope,
} from '@cedar/shared/contract';
import { excludeAssociated } from '@cedar/shared/domain';
import { lmsCatalogueFor } from '../../adapters/lms/index.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

const tags = ['cohort settings'];
/** Search results shown at most. */
const SEARCH_LIMIT = 50;

/** Associated Courses (admin-console §4 Settings, §7 courses calls): read by staff, changed by role 9. */
const cohortCoursesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lms = lmsCatalogueFor(app.db);
  const repo = () => app.cohortSettingsGroupsRepository;

  app.get(
    endpoints.cohortCourses.path,
    {
      schema: {
        tags,
        summary: 'The courses the cohort takes',
        params: CohortParams,
        response: { 200: CohortCoursesEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortStaff' },
    },
    async (request) => ({ message: { courses: await repo().courses(request.params.cohortId) } }),
  );

  app.get(
    endpoints.courseActiveUsers.path,
    {
      schema: {
        tags,
        summary: 'How many active learners take a course of the cohort',
        params: CohortCourseParams,
        response: { 200: CourseActiveUsersEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortStaff' },
    },
    async (request) => {
      const count = await repo().activeUsers(request.params.cohortId, request.params.courseId);
      if (count === null) throw notFound('The cohort does not take this course.');
      return { message: { active_users: count } };
    },
  );

  app.get(
    endpoints.lmsCourseSearch.path,
    {
      schema: {
        tags,
        summary: "Searches the LMS catalogue by course name or id, leaving out the cohort's courses",
        params: CohortParams,
        querystring: LmsCourseSearchQuery,
        response: { 200: LmsCourseSearchEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const search = request.query.search.trim();
      if (!search) return { message: { courses: [] } };
      const [found, associated] = await Promise.all([
        lms.search(search, SEARCH_LIMIT + 20),
        repo().courses(request.params.cohortId),
      ]);
      return { message: { courses: excludeAssociated(found, associated).slice(0, SEARCH_LIMIT) } };
    },
  );

  app.post(
    endpoints.addCohortCourses.path,
    {
      schema: {
        tags,
        summary: 'Associates catalogue courses with the cohort',
        params: CohortParams,
        body: AddCohortCourses,
        response: { 200: SavedCohortCoursesEnvelope, ...errorResponses(400, 401, 403, 409, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const ids = request.body.courses.map((c) => c.id);
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice !== undefined) throw badRequest(`The course ${twice} is listed twice.`);
      const found = await lms.byIds(ids);
      const unknown = ids.find((id) => !found.some((c) => c.id === id));
      if (unknown !== undefined) throw badRequest(`There is no course ${unknown} in the LMS catalogue.`);
      const courses = await repo().addCourses(request.params.cohortId, found, request.viewer!.email);
      return { message: { didUpdate: true, name: 'Courses', courses } };
    },
  );

  app.put(
    endpoints.removeCohortCourses.path,
    {
      schema: {
        tags,
        summary: 'Ends course associations of the cohort (is_active false)',
        params: CohortParams,
        body: RemoveCohortCourses,
        response: { 200: SavedCohortCoursesEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const ids = request.body.course_ids;
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice !== undefined) throw badRequest(`The course ${twice} is listed twice.`);
      const courses = await repo().removeCourses(request.params.cohortId, ids, request.viewer!.email);
      return { message: { didUpdate: true, name: 'Courses', courses } };
    },
  );
};

export default cohortCoursesRoutes;
