import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnouncementEnvelope, endpoints, NewAnnouncement } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';
import { strictBody } from '../strict-body.ts';
import { checkedBody, checkedPostAs, resolvedAudience } from './content.ts';
import { checkedSchedule } from './schedule.ts';

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
      preValidation: strictBody(NewAnnouncement),
      config: { access: 'announcementAuthor' },
    },
    async (request, reply) => {
      const body = request.body;
      const postAs = checkedPostAs(body.post_as);
      const html = checkedBody(body.body);
      const { schedule, expiration } = checkedSchedule(body, null, app.now());
      const audience = await resolvedAudience(app, body);
      const announcement = await app.announcementsRepository.create({
        body: html,
        post_as: postAs,
        audience: body.audience,
        ...audience,
        author_email: request.viewer!.email,
        post_schedule: schedule,
        post_expiration: expiration,
      });
      return reply.status(201).send({ message: { announcement } });
    },
  );
};

export default create;
