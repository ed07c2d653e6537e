import { isMemberOf } from '@cedar/shared/domain';
import type { StaffSupportRequest } from '@cedar/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRecord } from '../db/repositories/records.ts';
import { badRequest, forbidden } from '../http-errors.ts';
import type { MeetingEvent } from '../media/ingest.ts';
import type { RecordingProbe } from '../media/recording-file.ts';
import type { CourseSection } from '../repositories/courses.ts';
import type { Repositories } from '../repositories/implementations.ts';
import type { Viewer } from '../users/viewer.ts';

/** What a rule learns on the way, for the handler to reuse. */
export interface AccessOutcome {
  /** The account the route is about, when the rule had to load it. */
  subject?: UserRecord | null;
  /** Cohorts a directory request may list; the cohort a cohort-scoped request is about. */
  cohortIds?: number[];
  /** `courseLearner`: the subject's active cohorts taking the course (the handler's sections). */
  courseSections?: CourseSection[];
  /** `videoEditor`: the uploaded recording as probed, the event it belongs to and its known start. */
  recording?: { video: { file: string; probe: RecordingProbe }; event: MeetingEvent; start: Date | null };
  /** `supportRequestReader`/`supportResponder`: the request as staff see it. */
  supportRequest?: StaffSupportRequest;
}

/** What a rule is given: the request, the caller with their memberships, and the repositories. */
export interface RuleInput {
  request: FastifyRequest;
  viewer: Viewer;
  repositories: Repositories;
}

/** A named access rule: throws the 400/403/404 it decides, returns what it loaded. */
export type Rule = (input: RuleInput) => Promise<AccessOutcome>;

/** The body-independent part of a rule (access/rules.ts `gate`): throws 403 or returns. */
export type Gate = (viewer: Viewer) => void;

/** The request's params, query or body as loose fields (a rule runs after validation). */
export const fields = (value: unknown) => (value ?? {}) as Record<string, unknown>;
export const integer = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The cohort must be one the caller is an active member of, in any role. */
export function memberOf(viewer: Viewer, cohortId: number | null): AccessOutcome {
  if (cohortId === null) throw badRequest('A cohort is required.');
  if (!isMemberOf(viewer.memberships, cohortId)) throw forbidden('You are not a member of this cohort.');
  return { cohortIds: [cohortId] };
}
