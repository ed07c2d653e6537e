import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnnouncementIdParams,
  AnnouncementUpdate,
  AnnouncementUpdateEnvelope,
  endpoints,
} from '@cedar/shared/contract';
import type { AnnouncementChanges } from '../../repositories/announcements.ts';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { strictBody } from '../strict-body.ts';
import { checkedBody, checkedPostAs, resolvedAudience } from './content.ts';
import { checkedSchedule } from './schedule.ts';

/**
 * PUT /api/announcement/update/:id: changes an announcement, or deletes it with
 * `is_deleted: true` (the record stays, hidden from the history and every dashboard). Every
 * field is checked before anything is written: a refused change changes nothing.
 */
const update: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    endpoints.updateAnnouncement.path,
    {
      schema: {
        tags: ['announcements'],
        summary: 'Change or delete an announcement (its HTML is sanitised)',
        params: AnnouncementIdParams,
        body: AnnouncementUpdate,
        response: { 200: AnnouncementUpdateEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preValidation: strictBody(AnnouncementUpdate),
      config: { access: 'announcementEditor' },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const stored = await app.announcementsRepository.facts(id);
      if (!stored) throw notFound('No such announcement.');
      const changes: AnnouncementChanges = {};
      if (body.is_deleted) {
        changes.is_deleted = true;
      } else {
        if (body.body !== undefined) changes.body = checkedBody(body.body);
        if (body.post_as !== undefined) changes.post_as = checkedPostAs(body.post_as);
        if (body.audience !== undefined || body.program_id !== undefined || body.cohort_id !== undefined) {
          const audience = body.audience ?? stored.audience;
          const target = {
            audience,
            program_id: body.program_id === undefined ? stored.program_id : body.program_id,
            cohort_id: body.cohort_id === undefined ? stored.cohort_id : body.cohort_id,
          };
          Object.assign(changes, { audience }, await resolvedAudience(app, target));
        }
        const { schedule, expiration } = checkedSchedule(body, stored, app.now());
        changes.post_schedule = schedule;
        changes.post_expiration = expiration;
      }
      const announcement = await app.announcementsRepository.update(id, changes, app.now());
      return { message: { response: 'success' as const, announcement } };
    },
  );
};

export default update;
