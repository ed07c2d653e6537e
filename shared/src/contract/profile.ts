import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EXPERIENCE_LEVELS, FOCUS_SLOTS, WORK_SCHEDULE_OPTIONS } from '../domain/index.ts';
import { Int32, Nullable, Text, Timestamp } from './common.ts';
import { Membership } from './memberships.ts';

/*
 * Profile text is typed by people: no control characters (C0, DEL, C1). One-line fields refuse
 * line breaks too; paragraphs keep tab, CR and LF.
 */
const ONE_LINE = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
const PARAGRAPH = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';
/** One line of profile text: no control characters. */
export const Line = (maxLength: number, minLength = 0) => Text({ minLength, maxLength, pattern: ONE_LINE });
/** A paragraph of profile text: line breaks and tabs allowed, no other control characters. */
export const Paragraph = (maxLength: number) => Text({ maxLength, pattern: PARAGRAPH });

/** A social link row (§3.1). `link` is empty or an http(s) URL (§5; Cedar stores no other scheme). */
export const SocialLink = Type.Object({
  id: Line(100),
  name: Line(100),
  link: Text({ maxLength: 2000, pattern: '^$|^[hH][tT][tT][pP][sS]?://[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$' }),
});
/** A social link row (§3.1). */
export type SocialLink = Static<typeof SocialLink>;

/** The place a user lives in (§3.1); lat and lng arrive once the place is resolved. */
export const UserLocation = Type.Object({
  description: Line(500),
  place_id: Line(500),
  types: Type.Array(Line(100), { maxItems: 50 }),
  lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  lng: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
});
/** The place a user lives in (§3.1). */
export type UserLocation = Static<typeof UserLocation>;

/** A user's time zone (§3.1). */
export const UserTimezone = Type.Object({
  time_zone_id: Line(100),
  time_zone_name: Line(200),
  utc_offset_minutes: Type.Integer({ minimum: -840, maximum: 840 }),
});
/** A user's time zone (§3.1). */
export type UserTimezone = Static<typeof UserTimezone>;

/** A favourite profile (§3.1). */
export const FavoriteProfile = Type.Object({
  // The starred person's account id when answered; on writes only the e-mail counts (0 is sent).
  id: Int32(),
  user_email: Text({ maxLength: 320 }),
});
/** A favourite profile (§3.1). */
export type FavoriteProfile = Static<typeof FavoriteProfile>;

const focusSlotId = Type.Union(FOCUS_SLOTS.map((slot) => Type.Literal(slot.id)));
// Older records store slot objects instead of ids; writes accept both, reads send ids.
const focusSlotIn = Type.Union([focusSlotId, Type.Object({ id: focusSlotId })]);

function focusDays<T extends TSchema>(entry: T) {
  const day = Type.Optional(Type.Array(entry, { maxItems: FOCUS_SLOTS.length }));
  return { sunday: day, monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day };
}

/** Focus time as sent by the API: day id (FOCUS_DAYS) -> slot ids; days without entries may be absent. */
export const FocusTime = Type.Object(focusDays(Type.String()));
/** Focus time as sent by the API. */
export type FocusTime = Static<typeof FocusTime>;

/** Focus time as accepted by the API: known days only, slot ids or slot objects. */
export const FocusTimeInput = Type.Object(focusDays(focusSlotIn), { additionalProperties: false });
/** Focus time as accepted by the API. */
export type FocusTimeInput = Static<typeof FocusTimeInput>;

const workScheduleId = Type.Union(WORK_SCHEDULE_OPTIONS.map((option) => Type.Literal(option.id)));
const experienceLevel = Type.Union(EXPERIENCE_LEVELS.map((level) => Type.Literal(level)));
const line = (maxLength: number) => Nullable(Line(maxLength));
const paragraph = (maxLength = 2000) => Nullable(Paragraph(maxLength));
const titles = Type.Array(Line(100, 1), { maxItems: 200 });

/** The profile fields a user may edit on their own profile (§2.6, §2.7). */
export const profileUpdateFields = {
  first_name: Line(200, 1),
  last_name: Line(200),
  preferred_name: line(200),
  user_name_pronunciation: line(200),
  user_preferred_pronouns: line(100),
  user_location: Nullable(UserLocation),
  user_show_location: Type.Boolean(),
  user_show_timezone: Type.Boolean(),
  user_timezone: Nullable(UserTimezone),
  user_primary_spoken_language: line(100),
  user_additional_spoken_languages: titles,
  user_intro_interest: paragraph(),
  user_fun_fact: paragraph(),
  user_free_time: paragraph(),
  user_goals: paragraph(),
  user_dream_job: line(500),
  user_programming_experience_level: Nullable(experienceLevel),
  user_programming_languages: titles,
  user_focus_time: Nullable(FocusTimeInput),
  user_work_schedule: Type.Array(workScheduleId, { maxItems: WORK_SCHEDULE_OPTIONS.length }),
  user_social_media_links: Type.Array(SocialLink, { maxItems: 50 }),
  // An http(s) URL or a path on the portal itself (never protocol-relative '//host').
  user_image_url: Nullable(
    Text({ maxLength: 2000, pattern: '^([hH][tT][tT][pP][sS]?://|/(?!/))[^\\s\\u0000-\\u001F\\u007F-\\u009F]*$' }),
  ),
  user_favorite_profiles: Type.Array(FavoriteProfile, { maxItems: 1000 }),
  first_login: Type.Boolean(),
  /** Onboarding screens completed so far (0 to 10): the wizard resumes after them. */
  onboarding_step: Int32({ minimum: 0, maximum: 10 }),
  /** Sent by the edit page (§7); the server records its own clock instead. */
  user_profile_updated_date: Nullable(Line(40)),
};

/** Body of PUT /user/:email: any subset of the editable fields; unknown fields are refused. */
export const ProfileUpdate = Type.Partial(Type.Object(profileUpdateFields), {
  additionalProperties: false,
  minProperties: 1,
});
/** Body of PUT /user/:email. */
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** The profile fields every viewer who may see the profile receives (§3.1). */
export const publicProfileFields = {
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  preferred_name: Nullable(Type.String()),
  user_preferred_pronouns: Nullable(Type.String()),
  user_name_pronunciation: Nullable(Type.String()),
  user_social_media_links: Type.Array(SocialLink),
  user_show_location: Type.Boolean(),
  user_show_timezone: Type.Boolean(),
  user_primary_spoken_language: Nullable(Type.String()),
  user_additional_spoken_languages: Type.Array(Type.String()),
  user_goals: Nullable(Type.String()),
  user_intro_interest: Nullable(Type.String()),
  user_fun_fact: Nullable(Type.String()),
  user_free_time: Nullable(Type.String()),
  user_dream_job: Nullable(Type.String()),
  user_title: Nullable(Type.String()),
  user_programming_experience_level: Nullable(Type.String()),
  user_programming_languages: Type.Array(Type.String()),
  user_image_url: Nullable(Type.String()),
  user_slack_id: Nullable(Type.String()),
  user_profile_updated_date: Nullable(Timestamp),
  /** True only while seen in the last 5 minutes (DECISIONS.md). */
  is_online: Type.Boolean(),
  user_last_seen: Nullable(Timestamp),
  hasAdminAccess: Type.Boolean(),
  mk_user_courses: Type.Array(Membership),
};

/**
 * Fields sent only to some viewers (DECISIONS.md). Absent means hidden from this viewer:
 * location / time zone unless the owner's show flags allow it (or to the owner); focus time
 * and work schedule to the owner and to non-learner viewers; secondary e-mail, LMS id and
 * favourites to the owner and to staff with access to one of the owner's cohorts.
 */
export const restrictedProfileFields = {
  user_location: Type.Optional(Nullable(UserLocation)),
  user_timezone: Type.Optional(Nullable(UserTimezone)),
  user_focus_time: Type.Optional(Nullable(FocusTime)),
  user_work_schedule: Type.Optional(Type.Array(Type.String())),
  secondary_email: Type.Optional(Nullable(Type.String())),
  user_lms_id: Type.Optional(Nullable(Type.String())),
  user_favorite_profiles: Type.Optional(Type.Array(FavoriteProfile)),
};

/** A user profile as a given viewer may see it (§3.1 with the privacy rules of DECISIONS.md). */
export const UserProfile = Type.Object({ ...publicProfileFields, ...restrictedProfileFields });
/** A user profile as a given viewer may see it. */
export type UserProfile = Static<typeof UserProfile>;

/** Answer of the profile reads and of PUT /user/:email: `{ message: { users: [UserProfile] } }`. */
export const ProfilesEnvelope = Type.Object({ message: Type.Object({ users: Type.Array(UserProfile) }) });
/** Answer of the profile reads and of PUT /user/:email. */
export type ProfilesEnvelope = Static<typeof ProfilesEnvelope>;
