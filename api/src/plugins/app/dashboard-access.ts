import { AUDIENCE, hasCohortAccess, isMemberOf, permissionsInCohort } from '@cedar/shared/domain';
import type { FastifyRequest } from 'fastify';
import { cohortIdOfHost } from '../../domain/study-rooms.ts';
import { courseMemberships, listCohorts } from '../../db/repositories/index.ts';
import type { UsersRepository } from '../../users/repository.ts';
import type { Viewer } from '../../users/viewer.ts';
import type { AccessOutcome } from './access-rules.ts';
import { badRequest, forbidden, notFound } from './errors.ts';

/**
 * The dashboard's access rules (see access-rules.ts for the others):
 * - `cohortMember`: the cohort named by `:cohortId`, `?cohort_id=` or the body's `cohort_id`
 *   is one the caller is an active member of, in any role (else 403);
 * - `courseLearner`: `?courseId=` with `?userEmail=` (or `?email=`): the caller's own course
 *   data in a course one of their active cohorts takes, or a learner's for staff of that
 *   learner's cohort in the course (else 403);
 * - `meetingMember`: the study room `:hostId` (or the body's `host_id`) belongs to a cohort
 *   the caller is an active member of (unknown room 404, else 403);
 * - `announcementAuthor`: the body's audience is one the caller may post to: a cohort where
 *   they may create announcements for their assigned cohort, or (a program, everyone) a
 *   cohort where they may send to everyone, of that program (else 403);
 * - `supportRequester`: the body's `email` is the caller's own and its `cohort_id` one of
 *   their active cohorts (else 403).
 */
export const DASHBOARD_RULE_NAMES = [
  'cohortMember',
  'courseLearner',
  'meetingMember',
  'announcementAuthor',
  'supportRequester',
] as const;

interface DashboardRuleInput {
  request: FastifyRequest;
  viewer: Viewer;
  users: UsersRepository;
}

type DashboardRule = (input: DashboardRuleInput) => Promise<AccessOutcome>;

const fields = (value: unknown) => (value ?? {}) as Record<string, unknown>;
const integer = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

function memberOf(viewer: Viewer, cohortId: number | null): AccessOutcome {
  if (cohortId === null) throw badRequest('A cohort is required.');
  if (!isMemberOf(viewer.memberships, cohortId)) throw forbidden('You are not a member of this cohort.');
  return { cohortIds: [cohortId] };
}

async function mayAnnounce({ request, viewer }: DashboardRuleInput): Promise<AccessOutcome> {
  const body = fields(request.body);
  const can = (cohortId: number) => permissionsInCohort(viewer.memberships, cohortId).functions;
  if (body.audience === AUDIENCE.cohort) {
    const cohortId = integer(body.cohort_id);
    if (cohortId === null) throw badRequest('cohort_id is required for a cohort announcement.');
    const rights = can(cohortId);
    if (!rights.annoucementsCanCreateAnnouncement || !rights.announcementsCanSendToAssignedCohort) {
      throw forbidden('You may not post announcements to this cohort.');
    }
    return { cohortIds: [cohortId] };
  }
  const programId = body.audience === AUDIENCE.program ? integer(body.program_id) : null;
  if (body.audience === AUDIENCE.program && programId === null) {
    throw badRequest('program_id is required for a program announcement.');
  }
  const own = [...new Set(viewer.memberships.filter((m) => m.active).map((m) => m.cohort_id))];
  const cohorts = await listCohorts(request.server.db, own);
  const allowed = cohorts.filter(
    (c) =>
      can(c.cohort_id).annoucementsCanSendAnnoucementsToEveryone && (programId === null || c.program_id === programId),
  );
  if (allowed.length === 0) throw forbidden('You may not post announcements to this audience.');
  return { cohortIds: allowed.map((c) => c.cohort_id) };
}

async function courseLearner({ request, viewer, users }: DashboardRuleInput): Promise<AccessOutcome> {
  const query = fields(request.query);
  const courseId = integer(query.courseId);
  const named = String(query.userEmail ?? query.email ?? '').toLowerCase();
  if (courseId === null || !named) throw badRequest('courseId and the learner are required.');
  const denied = () => forbidden('You may not see this course data.');
  const subject = await users.findUser(named);
  if (!subject) throw denied();
  const sections = await courseMemberships(request.server.db, subject.email, courseId);
  const own = subject.email === viewer.email;
  const allowed = own ? sections.length > 0 : sections.some((s) => hasCohortAccess(viewer.memberships, s.cohort_id));
  if (!allowed) throw denied();
  return { subject, cohortIds: sections.map((s) => s.cohort_id), courseSections: sections };
}

export const DASHBOARD_RULES: Record<(typeof DASHBOARD_RULE_NAMES)[number], DashboardRule> = {
  async cohortMember({ request, viewer }) {
    const named =
      integer(fields(request.params).cohortId) ??
      integer(fields(request.query).cohort_id) ??
      integer(fields(request.body).cohort_id);
    return memberOf(viewer, named);
  },

  courseLearner,

  async meetingMember({ request, viewer }) {
    const hostId = fields(request.params).hostId ?? fields(request.body).host_id;
    const cohortId = typeof hostId === 'string' ? cohortIdOfHost(hostId) : null;
    if (cohortId === null) throw notFound('No such study room.');
    return memberOf(viewer, cohortId);
  },

  announcementAuthor: mayAnnounce,

  async supportRequester({ request, viewer }) {
    const body = fields(request.body);
    if (String(body.email ?? '').toLowerCase() !== viewer.email) {
      throw forbidden('A support request is sent in your own name.');
    }
    return memberOf(viewer, integer(body.cohort_id));
  },
};
