import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

const PersonName = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  preferred_name: Nullable(Type.String()),
});

/** An announcement as the dashboard shows it (§3): sanitised HTML body, audience, byline facts. */
export const Announcement = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  /** 'myself' (the author's name) or the product name. */
  post_as: Type.String(),
  /** 1 everyone, 2 a program, 3 a cohort. */
  audience: Type.Integer(),
  program_id: Nullable(Type.Integer()),
  cohort_id: Nullable(Type.Integer()),
  cohort: Nullable(Type.Object({ cohort_name: Type.String() })),
  author_mk_user: Nullable(PersonName),
  post_schedule: Timestamp,
  post_expiration: Nullable(Timestamp),
});
/** An announcement (§3). */
export type Announcement = Static<typeof Announcement>;

/**
 * Query of GET /announcements: the announcements live now for members of `cohort_id`
 * (everyone, its program, the cohort), newest first. The other parameters are the spec's
 * (filtered true, expand cohorts, audience 1) and change nothing.
 */
export const AnnouncementsQuery = Type.Object({
  cohort_id: Id(),
  filtered: Type.Optional(Type.Boolean()),
  expand: Type.Optional(Text({ maxLength: 200 })),
  audience: Type.Optional(Id()),
});
/** Query of GET /announcements. */
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;

/** Answer of GET /announcements. */
export const AnnouncementsEnvelope = Type.Object({ message: Type.Object({ announcements: Type.Array(Announcement) }) });
/** Answer of GET /announcements. */
export type AnnouncementsEnvelope = Static<typeof AnnouncementsEnvelope>;

/**
 * Body of POST /announcement (admin-console §3 create payload). The body is HTML and is
 * sanitised before it is stored; the schedule defaults to now and the expiry to one day later.
 */
export const NewAnnouncement = Type.Object(
  {
    body: Text({ minLength: 1, maxLength: 50_000 }),
    post_as: Text({ minLength: 1, maxLength: 60 }),
    audience: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    program_id: Type.Optional(Nullable(Id())),
    cohort_id: Type.Optional(Nullable(Id())),
    author: Type.Optional(Text({ maxLength: 320 })),
    post_schedule: Type.Optional(Timestamp),
    post_expiration: Type.Optional(Nullable(Timestamp)),
  },
  { additionalProperties: false },
);
/** Body of POST /announcement. */
export type NewAnnouncement = Static<typeof NewAnnouncement>;

/** Answer of POST /announcement. */
export const AnnouncementEnvelope = Type.Object({ message: Type.Object({ announcement: Announcement }) });
/** Answer of POST /announcement. */
export type AnnouncementEnvelope = Static<typeof AnnouncementEnvelope>;
