import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnouncementEnvelope, endpoints, NewAnnouncement } from '@cedar/shared/contract';
import { ANNOUNCEMENT_DEFAULT_EXPIRY_MS, AUDIENCE, brand, PROGRAMS } from '@cedar/shared/domain';
import { sanitizeRichText } from '../../domain/rich-text.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

function checkedDates(body: NewAnnouncement, now: Date): { schedule: Date; expiration: Date | null } {
  const schedule = body.post_schedule ? new Date(body.post_schedule) : now;
  const expiration =
    body.post_expiration === null
      ? null
      : body.post_expiration
        ? new Date(body.post_expiration)
        : new Date(schedule.getTime() + ANNOUNCEMENT_DEFAULT_EXPIRY_MS);
  if (Number.isNaN(schedule.getTime()) || (expiration && Number.isNaN(expiration.getTime()))) {
    throw badRequest('post_schedule and post_expiration must be ISO dates.');
  }
  if (expiration && expiration <= schedule) throw badRequest('post_expiration must be after post_schedule.');
  return { schedule, expiration };
}

/**
 * POST /api/announcement: posts an announcement to everyone, a program or a cohort. The HTML
 * body is sanitised before it is stored, so what the dashboard renders is safe.
 */
const create: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.createAnnouncement.path,
    {
      schema: {
        tags: ['announcements'],
        summary: 'Post an announcement (its HTML is sanitised); audience 1 everyone, 2 a program, 3 a cohort',
        body: NewAnnouncement,
        response: { 201: AnnouncementEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'announcementAuthor' },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.post_as !== 'myself' && body.post_as !== brand.productName) {
        throw badRequest(`post_as must be 'myself' or '${brand.productName}'.`);
      }
      const html = sanitizeRichText(body.body);
      if (!html) throw badRequest('The announcement has no content.');
      const { schedule, expiration } = checkedDates(body, app.now());
      let programId: number | null = null;
      let cohortId: number | null = null;
      if (body.audience === AUDIENCE.program) {
        programId = body.program_id!;
        if (!PROGRAMS.some((p) => p.id === programId)) throw badRequest('No such program.');
      } else if (body.audience === AUDIENCE.cohort) {
        const cohort = await app.cohortsRepository.find(body.cohort_id!);
        if (!cohort) throw badRequest('No such cohort.');
        cohortId = cohort.cohort_id;
        programId = cohort.program_id;
      }
      const announcement = await app.announcementsRepository.create({
        body: html,
        post_as: body.post_as,
        audience: body.audience,
        program_id: programId,
        cohort_id: cohortId,
        author_email: request.viewer!.email,
        post_schedule: schedule,
        post_expiration: expiration,
      });
      return reply.status(201).send({ message: { announcement } });
    },
  );
};

export default create;
