import { type Static, Type } from '@sinclair/typebox';
import { Id, Int32, Nullable, Text, UsersEnvelope } from './common.ts';
import { FavoriteProfile, FocusTime, publicProfileFields, UserLocation, UserTimezone } from './profile.ts';
import { Program } from './memberships.ts';

/**
 * The signed-in user's own record at start-up (§3.2): every profile field (nothing is hidden
 * from the owner), the account fields, memberships with course and cohort, and programs.
 */
export const StartupUser = Type.Object({
  ...publicProfileFields,
  user_location: Nullable(UserLocation),
  user_timezone: Nullable(UserTimezone),
  user_focus_time: Nullable(FocusTime),
  user_work_schedule: Type.Array(Type.String()),
  secondary_email: Nullable(Type.String()),
  user_lms_id: Nullable(Type.String()),
  user_favorite_profiles: Type.Array(FavoriteProfile),
  status: Nullable(Type.String()),
  first_login: Type.Boolean(),
  /** Onboarding screens completed (0 to 10); the wizard resumes at the next one. */
  onboarding_step: Type.Integer({ minimum: 0, maximum: 10 }),
  /** 'student' for role 1, else null (§3.2). */
  user_role: Nullable(Type.Literal('student')),
  subscribed_canvas: Type.Boolean(),
  created_by: Nullable(Type.String()),
  programs: Type.Array(Program),
});
/** The signed-in user's own record at start-up (§3.2). */
export type StartupUser = Static<typeof StartupUser>;

const email = Text({ minLength: 3, maxLength: 320 });

/** Query of GET /v1/users/startup: the caller's own e-mail. */
export const StartupQuery = Type.Object({
  username: email,
  expand: Type.Optional(Text({ maxLength: 200 })),
  preferred_name: Type.Optional(Text({ maxLength: 200 })),
});
/** Query of GET /v1/users/startup. */
export type StartupQuery = Static<typeof StartupQuery>;

/**
 * Query of GET /v1/users: either `username` (one profile) or `cohort_id` (the cohort's
 * directory). Non-admins must name a cohort they are an active member of.
 */
export const UsersQuery = Type.Object({
  username: Type.Optional(email),
  cohort_id: Type.Optional(Id()),
  role_id: Type.Optional(Id()),
  is_visible: Type.Optional(Type.Boolean()),
  expand: Type.Optional(Text({ maxLength: 200 })),
  limit: Type.Optional(Int32({ minimum: 1, maximum: 200 })),
  offset: Type.Optional(Int32({ minimum: 0 })),
});
/** Query of GET /v1/users. */
export type UsersQuery = Static<typeof UsersQuery>;

/** Path parameters of GET /v1/users/by/:identifier (e-mail, username or numeric id). */
export const IdentifierParams = Type.Object({ identifier: Text({ minLength: 1, maxLength: 320 }) });
/** Path parameters of GET /v1/users/by/:identifier. */
export type IdentifierParams = Static<typeof IdentifierParams>;

/** Path parameters of PUT and POST /user/:email. */
export const EmailParams = Type.Object({ email });
/** Path parameters of PUT and POST /user/:email. */
export type EmailParams = Static<typeof EmailParams>;

/** Answer of GET /v1/users/startup. */
export const StartupEnvelope = UsersEnvelope(StartupUser);
/** Answer of GET /v1/users/startup. */
export type StartupEnvelope = Static<typeof StartupEnvelope>;
