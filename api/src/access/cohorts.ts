import { hasCohortAccess, isMemberOf, permissionsInCohort } from '@cedar/shared/domain';
import { cohortIdOfHost } from '../domain/study-rooms.ts';
import { badRequest, forbidden, notFound } from '../http-errors.ts';
import { type AccessOutcome, fields, type Gate, integer, memberOf, type Rule, type RuleInput } from './rule.ts';

/**
 * Rules about cohorts and what belongs to them:
 * - `cohortMember`: the cohort named by `:cohortId`, `?cohort_id=` or the body's `cohort_id`
 *   is one the caller is an active member of, in any role (else 403);
 * - `ownCohorts`: any signed-in caller, over their own cohorts; a cohort named by
 *   `?cohort_id=` narrows it and must be one they are an active member of (else 403);
 * - `courseLearner`: `?courseId=` with `?userEmail=` (or `?email=`): the caller's own course
 *   data in a course one of their active cohorts takes, or a learner's for staff of that
 *   learner's cohort in the course (else 403);
 * - `meetingMember`: the study room `:hostId` (or the body's `host_id`) belongs to a cohort
 *   the caller is an active member of (unknown room 404, else 403); a `userEmail` in the body
 *   is the caller's own (else 403);
 * - `studySessionMember`: the study session `?meeting_id=` belongs to a cohort the caller is
 *   an active member of (an unknown one, or another cohort's, 404: ids are not probed);
 * - `supportRequester`: the body's `email` is the caller's own and its `cohort_id` one of
 *   their active cohorts (else 403).
 */
async function courseLearner({ request, viewer, repositories }: RuleInput): Promise<AccessOutcome> {
  const query = fields(request.query);
  const courseId = integer(query.courseId);
  const named = String(query.userEmail ?? query.email ?? '').toLowerCase();
  if (courseId === null || !named) throw badRequest('courseId and the learner are required.');
  const denied = () => forbidden('You may not see this course data.');
  const subject = await repositories.usersRepository.findUser(named);
  if (!subject) throw denied();
  const sections = await repositories.coursesRepository.sections(subject.email, courseId);
  const own = subject.email === viewer.email;
  const allowed = own ? sections.length > 0 : sections.some((s) => hasCohortAccess(viewer.memberships, s.cohort_id));
  if (!allowed) throw denied();
  return { subject, cohortIds: sections.map((s) => s.cohort_id), courseSections: sections };
}

/** Announcements: the caller may post to some audience somewhere (else 403 before the body is read). */
export const COHORT_GATES = {
  announcementAuthor(viewer) {
    const mayPost = viewer.memberships.some((m) => {
      const can = permissionsInCohort(viewer.memberships, m.cohort_id).functions;
      return (
        (can.annoucementsCanCreateAnnouncement && can.announcementsCanSendToAssignedCohort) ||
        can.annoucementsCanSendAnnoucementsToEveryone
      );
    });
    if (!mayPost) throw forbidden('You may not post announcements.');
  },
} satisfies Record<string, Gate>;

export const COHORT_RULES = {
  async cohortMember({ request, viewer }) {
    const named =
      integer(fields(request.params).cohortId) ??
      integer(fields(request.query).cohort_id) ??
      integer(fields(request.body).cohort_id);
    return memberOf(viewer, named);
  },

  async ownCohorts({ request, viewer }) {
    const named = integer(fields(request.query).cohort_id);
    return named === null ? {} : memberOf(viewer, named);
  },

  courseLearner,

  async meetingMember({ request, viewer }) {
    const body = fields(request.body);
    const hostId = fields(request.params).hostId ?? body.host_id;
    const cohortId = typeof hostId === 'string' ? cohortIdOfHost(hostId) : null;
    if (cohortId === null) throw notFound('No such study room.');
    const outcome = memberOf(viewer, cohortId);
    if (body.userEmail !== undefined && String(body.userEmail).toLowerCase() !== viewer.email) {
      throw forbidden('You join a study session as yourself.');
    }
    return outcome;
  },

  async studySessionMember({ request, viewer, repositories }) {
    const meetingId = integer(fields(request.query).meeting_id);
    const cohortId = meetingId === null ? null : await repositories.studySessionsRepository.cohortOf(meetingId);
    if (cohortId === null || !isMemberOf(viewer.memberships, cohortId)) throw notFound('No such study session.');
    return { cohortIds: [cohortId] };
  },

  async supportRequester({ request, viewer }) {
    const body = fields(request.body);
    if (String(body.email ?? '').toLowerCase() !== viewer.email) {
      throw forbidden('A support request is sent in your own name.');
    }
    return memberOf(viewer, integer(body.cohort_id));
  },
} satisfies Record<string, Rule>;
