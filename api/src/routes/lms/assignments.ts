import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CanvasAssignmentsAnswer,
  CanvasAssignmentsQuery,
  CourseDataEnvelope,
  CourseDataQuery,
  endpoints,
} from '@cedar/shared/contract';
import { UPCOMING_ASSIGNMENT_DAYS } from '@cedar/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { courseLink, splitAssignments, toAssignment } from '../../presenters/course.ts';

export interface AssignmentsOptions {
  /** Base URL of the course-management system's pages. */
  lmsBaseUrl: string;
}

/** The learner's assignments of the course, with their section and the course link. */
async function learnerCourse(app: FastifyInstance, request: FastifyRequest, courseId: number, lmsBaseUrl: string) {
  const subject = request.accessOutcome.subject!;
  const course = await app.coursesRepository.find(courseId);
  if (!course) throw notFound('No such course.');
  // The access rule has read the sections already; asking again would cost a statement per poll.
  const [section] =
    request.accessOutcome.courseSections ?? (await app.coursesRepository.sections(subject.email, courseId));
  const link = courseLink(lmsBaseUrl, course.lms_course_id);
  const rows = await app.coursesRepository.learnerAssignments(courseId, subject.email);
  const assignments = rows.map((row) => toAssignment(row, subject.user_lms_id, link));
  return { assignments, link, context: { userLmsId: subject.user_lms_id, sectionLabel: section?.cohort_name ?? null } };
}

/**
 * GET /api/canvasassignments (the spec's path and answer, `{ assignments }`): the learner's
 * assignments due from now to upcomingMaxDays (default 8) ahead. GET /api/v1/coursedata: the
 * same with the past-due list and the course link (`{ message: { canvasData } }`).
 */
const assignmentsRoutes: FastifyPluginAsyncTypebox<AssignmentsOptions> = async (app, options) => {
  app.get(
    endpoints.canvasAssignments.path,
    {
      schema: {
        tags: ['courses'],
        summary: "A learner's assignments due in the next days (their own, or as staff of their cohort)",
        querystring: CanvasAssignmentsQuery,
        response: { 200: CanvasAssignmentsAnswer, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'courseLearner' },
    },
    async (request) => {
      const { assignments, context } = await learnerCourse(app, request, request.query.courseId, options.lmsBaseUrl);
      const maxDays = request.query.upcomingMaxDays ?? UPCOMING_ASSIGNMENT_DAYS;
      return { assignments: splitAssignments(assignments, context, app.now(), maxDays).upcoming };
    },
  );

  app.get(
    endpoints.courseData.path,
    {
      schema: {
        tags: ['courses'],
        summary: "A learner's course data: this week's and past-due assignments, and the course link",
        querystring: CourseDataQuery,
        response: { 200: CourseDataEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'courseLearner' },
    },
    async (request) => {
      const { assignments, context, link } = await learnerCourse(
        app,
        request,
        request.query.courseId,
        options.lmsBaseUrl,
      );
      const split = splitAssignments(assignments, context, app.now(), UPCOMING_ASSIGNMENT_DAYS);
      return {
        message: {
          canvasData: { assignments: split.upcoming, pastDueAssignments: split.pastDue, canvasCourseLink: link },
        },
      };
    },
  );
};

export default assignmentsRoutes;
