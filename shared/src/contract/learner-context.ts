import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.ts';
import { UserTimezone } from './profile.ts';

/** One of the learner's other requests, as the side panel lists it. */
export const LearnerContextRequest = Type.Object({
  id: Type.Integer(),
  request_type_id: Type.Integer(),
  status: Type.String(),
  created_at: Timestamp,
});
export type LearnerContextRequest = Static<typeof LearnerContextRequest>;

/** One of the learner's courses (a membership in a cohort the caller belongs to). */
export const LearnerContextCourse = Type.Object({
  cohort_id: Type.Integer(),
  cohort_name: Type.String(),
  coursename: Nullable(Type.String()),
  course_status: Nullable(Type.String()),
});
export type LearnerContextCourse = Static<typeof LearnerContextCourse>;

/**
 * Answer of GET /v1/supportrequests/{id}/context: the requester's context for the expanded
 * view's side panel (beyond the spec). `time_zone` is null when unknown or hidden by the learner.
 */
export const LearnerContextEnvelope = Type.Object({
  message: Type.Object({
    learner: Type.Object({
      email: Type.String(),
      name: Type.String(),
      time_zone: Nullable(UserTimezone),
      is_online: Type.Boolean(),
      last_seen: Nullable(Timestamp),
    }),
    requests: Type.Array(LearnerContextRequest),
    courses: Type.Array(LearnerContextCourse),
  }),
});
export type LearnerContextEnvelope = Static<typeof LearnerContextEnvelope>;
