import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, NewSupportRequest, SupportRequestEnvelope } from '@cedar/shared/contract';
import {
  brand,
  isSupportRequestTypeId,
  missingSupportAnswers,
  parseSupportDescription,
  SUPPORT_QUESTION_KEYS,
  type SupportRequestTypeId,
} from '@cedar/shared/domain';
import { sanitizeRichText } from '../../domain/rich-text.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

export interface CreateSupportRequestOptions {
  /** Requests each user may send per window. */
  limit: { max: number; timeWindowMs: number };
}

/**
 * The answers of a description, each sanitised, joined again as name=value pairs. Unlike the
 * client's encoding, `&amp;` stays encoded: turning it back into `&` inside stored HTML could
 * revive an entity the sanitiser had neutralised.
 */
export function checkedDescription(typeId: SupportRequestTypeId, description: string): string {
  const answers = parseSupportDescription(description);
  if (!answers) throw badRequest('The description must hold the answers as name=value pairs.');
  const keys = SUPPORT_QUESTION_KEYS[typeId];
  const foreign = Object.keys(answers).filter((key) => !keys.includes(key));
  if (foreign.length) throw badRequest(`Answers that this request type does not ask: ${foreign.join(', ')}.`);
  const clean = Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, sanitizeRichText(value)]));
  const missing = missingSupportAnswers(typeId, clean);
  if (missing.length) throw badRequest(`Required answers are missing: ${missing.join(', ')}.`);
  return keys
    .filter((key) => clean[key])
    .map((key) => `${key}=${clean[key]}`)
    .join('&');
}

/**
 * POST /api/v1/supportrequests: a learner asks their cohort's support team for help (the
 * spec's payload). Validated per request type; limited per user (SUPPORT_REQUEST_LIMIT_*).
 */
const create: FastifyPluginAsyncTypebox<CreateSupportRequestOptions> = async (app, options) => {
  app.post(
    endpoints.createSupportRequest.path,
    {
      schema: {
        tags: ['support requests'],
        summary: 'Send a support request to your cohort (in your own name)',
        body: NewSupportRequest,
        response: { 201: SupportRequestEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: {
        access: 'supportRequester',
        rateLimit: { max: options.limit.max, timeWindow: options.limit.timeWindowMs },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.source !== brand.supportRequestSource) throw badRequest(`source must be ${brand.supportRequestSource}.`);
      if (!isSupportRequestTypeId(body.request_type_id)) throw badRequest('Unknown request type.');
      const description = checkedDescription(body.request_type_id, body.description);
      const cohort = await app.cohortsRepository.find(body.cohort_id);
      if (!cohort) throw badRequest('No such cohort.');
      const courseIds = cohort.courses.map((course) => course.lms_course_id).filter((id): id is string => Boolean(id));
      const lmsCourseId =
        body.lms_course_id && courseIds.includes(body.lms_course_id) ? body.lms_course_id : (courseIds[0] ?? null);
      // Who sent it is the account's business alone: the form's user_lms_id and user_slack_id
      // (kept in the payload for older clients) are ignored, so nobody files under another's ids.
      const me = await app.usersRepository.findUser(request.viewer!.email);
      const support_request = await app.supportRequestsRepository.create(
        {
          request_type_id: body.request_type_id,
          description,
          cohort_id: cohort.cohort_id,
          lms_course_id: lmsCourseId,
          user_email: request.viewer!.email,
          user_lms_id: me?.user_lms_id ?? null,
          user_slack_id: me?.user_slack_id ?? null,
          source: body.source,
        },
        app.now(),
      );
      return reply.status(201).send({ message: { support_request } });
    },
  );
};

export default create;
