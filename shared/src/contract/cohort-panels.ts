import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.ts';
import { UserTimezone } from './profile.ts';

const PersonCard = {
  first_name: Type.String(),
  last_name: Type.String(),
  preferred_name: Nullable(Type.String()),
  user_image_url: Nullable(Type.String()),
};

/** A member of a cohort's support team (§3 Support team member). */
export const SupportTeamMember = Type.Object({
  id: Type.Integer(),
  user_email: Type.String(),
  username: Type.String(),
  ...PersonCard,
  user_role_id: Type.Integer(),
  user_email_mk_user: Type.Object({ email: Type.String(), username: Type.String(), ...PersonCard }),
});
/** A member of a cohort's support team. */
export type SupportTeamMember = Static<typeof SupportTeamMember>;

/** Answer of GET /v1/cohort/:cohortId/supportteam: support-panel roles in display order. */
export const SupportTeamEnvelope = Type.Object({ message: Type.Object({ advisors: Type.Array(SupportTeamMember) }) });
/** Answer of GET /v1/cohort/:cohortId/supportteam. */
export type SupportTeamEnvelope = Static<typeof SupportTeamEnvelope>;

/** A tool assigned to a cohort (§3 Web tool assignment); `url` is the cohort's link to it. */
export const WebtoolAssignment = Type.Object({
  id: Type.Integer(),
  cohort_id: Type.Integer(),
  webtools_id: Type.Integer(),
  is_active: Type.Boolean(),
  url: Nullable(Type.String()),
  webtool: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    url: Nullable(Type.String()),
    logo_url: Nullable(Type.String()),
  }),
});
/** A tool assigned to a cohort. */
export type WebtoolAssignment = Static<typeof WebtoolAssignment>;

/** Query of GET /v1/cohort/:cohortId/webtools (the dashboard asks for active ones). */
export const WebtoolsQuery = Type.Object({ is_active: Type.Optional(Type.Boolean()) });
/** Query of GET /v1/cohort/:cohortId/webtools. */
export type WebtoolsQuery = Static<typeof WebtoolsQuery>;

/** Answer of GET /v1/cohort/:cohortId/webtools. */
export const WebtoolsEnvelope = Type.Object({ message: Type.Object({ webtools: Type.Array(WebtoolAssignment) }) });
/** Answer of GET /v1/cohort/:cohortId/webtools. */
export type WebtoolsEnvelope = Static<typeof WebtoolsEnvelope>;

/**
 * A member in the connection data (§3 mk_user_courses). `user_timezone` is left out when its
 * owner hides it.
 */
export const ConnectMember = Type.Object({
  course_id: Nullable(Type.Integer()),
  cohort_id: Type.Integer(),
  user_role_id: Type.Integer(),
  user_email: Type.String(),
  is_visible: Type.Boolean(),
  user_email_mk_user: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    ...PersonCard,
    is_online: Type.Boolean(),
    user_profile_updated_date: Nullable(Timestamp),
    user_timezone: Type.Optional(Nullable(UserTimezone)),
  }),
});
/** A member in the connection data. */
export type ConnectMember = Static<typeof ConnectMember>;

/**
 * Query of GET /v1/cohort/:cohortId/connection. `view=panel`: what the dashboard's Classmates
 * panel and study-session card show, instead of every member: the counts of visible learners
 * online and recently updated, and the one 'Have you met...' classmate that `pick` (a number in
 * [0, 1) the page draws once per visit) chooses; `mk_user_courses` comes empty. Without `view`
 * the answer lists every member, as before.
 */
export const ConnectionQuery = Type.Object({
  view: Type.Optional(Type.Literal('panel')),
  pick: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
});
/** Query of GET /v1/cohort/:cohortId/connection. */
export type ConnectionQuery = Static<typeof ConnectionQuery>;

/** The panel's summary of the cohort's visible learners (`view=panel`). */
export const LearnerSummary = Type.Object({
  online_count: Type.Integer(),
  recently_updated_count: Type.Integer(),
  showcase: Nullable(ConnectMember),
});
/** The panel's summary of the cohort's visible learners. */
export type LearnerSummary = Static<typeof LearnerSummary>;

/** Cohort connection data (§3): members, the study session flag and the meeting room. */
export const ConnectionData = Type.Object({
  cohort_id: Type.Integer(),
  cohort_name: Type.String(),
  mk_user_courses: Type.Array(ConnectMember),
  /** Only with `view=panel` (then `mk_user_courses` is empty). */
  learner_summary: Type.Optional(LearnerSummary),
  study_session_in_progress: Type.Boolean(),
  zoom_host_id: Nullable(Type.String()),
  zoom_url: Nullable(Type.String()),
  google_calendar_id: Nullable(Type.String()),
});
/** Cohort connection data (§3). */
export type ConnectionData = Static<typeof ConnectionData>;

/** Answer of GET /v1/cohort/:cohortId/connection. */
export const ConnectionEnvelope = Type.Object({ message: Type.Object({ cohort: ConnectionData }) });
/** Answer of GET /v1/cohort/:cohortId/connection. */
export type ConnectionEnvelope = Static<typeof ConnectionEnvelope>;
