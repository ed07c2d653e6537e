import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CohortParams, ConnectionEnvelope, ConnectionQuery, endpoints } from '@cedar/shared/contract';
import {
  calendarSrc,
  hasCohortAccess,
  isVisibleAccount,
  recentlyUpdatedLearners,
  showcaseClassmate,
  visibleOnlineLearners,
} from '@cedar/shared/domain';
import { hostIdFor } from '../../domain/study-rooms.ts';
import { connectMember } from '../../presenters/cohort-member.ts';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { memberCardsMemo } from './member-cards-memo.ts';
import { onlineFadesAt } from './online-fades.ts';

/**
 * GET /api/v1/cohort/:cohortId/connection: the cohort's connection data (§3): its active
 * members (learners get the visible ones), whether a study session runs, the meeting room and
 * the class calendar. Polled every 30 s by the dashboard, which asks for `view=panel`: the
 * counts and the one classmate its panels show, not every member (ADR 0041).
 */
const connection: FastifyPluginAsyncTypebox<{ eventsCalendarId: string }> = async (app, options) => {
  const memberCards = memberCardsMemo(app);
  app.get(
    endpoints.cohortConnection.path,
    {
      schema: {
        tags: ['cohorts'],
        summary: "The cohort's connection data: members, study session flag, meeting room",
        params: CohortParams,
        querystring: ConnectionQuery,
        response: { 200: ConnectionEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request) => {
      const viewer = request.viewer!;
      const now = app.now();
      // Polled every 30 s by every learner: one statement per step (ADR 0010).
      const cohort = await app.cohortsRepository.room(request.params.cohortId);
      if (!cohort) throw notFound('No such cohort.');
      const staffView = hasCohortAccess(viewer.memberships, cohort.cohort_id);
      const rows = await memberCards(cohort.cohort_id, staffView);
      const hostId = hostIdFor(cohort);
      const running = hostId ? await app.studySessionsRepository.isRunning(hostId, now) : false;
      // The answer holds until the first shown member's "online" fades (5 minutes after their
      // last heartbeat): a poll before then that finds no write is answered from memory.
      request.answerValidUntil = onlineFadesAt(rows, now);
      const classCalendar = cohort.calendars.find((c) => calendarSrc(c.calendar_url) !== options.eventsCalendarId);
      const members = rows
        .filter(({ user }) => isVisibleAccount(user.email, viewer.email))
        .map((row) => connectMember(row, viewer.email, now));
      const panel = request.query.view === 'panel';
      return {
        message: {
          cohort: {
            cohort_id: cohort.cohort_id,
            cohort_name: cohort.cohort_name,
            mk_user_courses: panel ? [] : members,
            ...(panel
              ? {
                  learner_summary: {
                    online_count: visibleOnlineLearners(members, viewer.email).length,
                    recently_updated_count: recentlyUpdatedLearners(members, viewer.email, now).length,
                    showcase: showcaseClassmate(members, viewer.email, Math.min(request.query.pick ?? 0, 0.999999)),
                  },
                }
              : {}),
            study_session_in_progress: running,
            zoom_host_id: hostId,
            zoom_url: cohort.zoom_url,
            google_calendar_id: classCalendar?.google_calendar_id ?? null,
          },
        },
      };
    },
  );
};

export default connection;
