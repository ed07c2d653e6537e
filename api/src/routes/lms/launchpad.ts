import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CohortParams, endpoints, LaunchpadEnvelope } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';
import { courseLink } from '../../presenters/course.ts';

/** GET /api/v1/cohort/:cohortId/launchpad: the cohort's prestart course with its hero image, or null. */
const launchpad: FastifyPluginAsyncTypebox<{ lmsBaseUrl: string }> = async (app, options) => {
  app.get(
    endpoints.launchpad.path,
    {
      schema: {
        tags: ['courses'],
        summary: "The cohort's launchpad (prestart) course, or null",
        params: CohortParams,
        response: { 200: LaunchpadEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request) => {
      const course = await app.coursesRepository.launchpad(request.params.cohortId);
      if (!course) return { message: { launchpad: null } };
      return {
        message: {
          launchpad: {
            course_id: course.id,
            cohort_id: course.cohort_id,
            coursename: course.coursename,
            prestart: course.status === 'prestart',
            startdate: course.start_date,
            hero_image_url: course.hero_image_url,
            lms_course_id: course.lms_course_id,
            course_url: courseLink(options.lmsBaseUrl, course.lms_course_id),
          },
        },
      };
    },
  );
};

export default launchpad;
