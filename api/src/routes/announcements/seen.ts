import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnouncementSeenBody, AnnouncementSeenEnvelope, endpoints } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { forbidden, notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

/**
 * POST /api/announcements/seen: the learner dashboard of `cohort_id` has shown these
 * announcements. Every one must be live for that cohort now (else 403 and nothing is kept);
 * a learner of the cohort is counted once per announcement, whatever the repeats; staff
 * opening a cohort's dashboard are not its audience and are not counted.
 */
const seen: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.announcementSeen.path,
    {
      schema: {
        tags: ['announcements'],
        summary: "Record that a learner's dashboard has shown announcements (once per learner)",
        body: AnnouncementSeenBody,
        response: { 200: AnnouncementSeenEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request) => {
      const { cohort_id, announcement_ids } = request.body;
      const cohort = await app.cohortsRepository.facts(cohort_id);
      if (!cohort) throw notFound('No such cohort.');
      const now = app.now();
      const live = new Set((await app.announcementsRepository.listLive(cohort, now)).map((a) => a.id));
      const unseeable = announcement_ids.filter((id) => !live.has(id));
      if (unseeable.length > 0) {
        throw forbidden(`Announcement ${unseeable.join(', ')} is not shown to this cohort now.`);
      }
      const viewer = request.viewer!;
      const learner = viewer.memberships.some(
        (m) => m.active && m.cohort_id === cohort_id && m.user_role_id === ROLE.learner,
      );
      const recorded = learner ? await app.announcementsRepository.recordSeen(viewer.email, announcement_ids, now) : 0;
      return { message: { recorded } };
    },
  );
};

export default seen;
