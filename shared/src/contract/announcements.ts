import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

/** An announcement's HTML is at most 100 KB (characters of the body as sent). */
export const ANNOUNCEMENT_BODY_MAX = 100_000;

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
    body: Text({ minLength: 1, maxLength: ANNOUNCEMENT_BODY_MAX }),
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

/**
 * An announcement as the console's history shows it: who wrote it (to filter on Myself) and,
 * for the staff who manage it, how many learners it reaches.
 */
export const StaffAnnouncement = Type.Composite([
  Announcement,
  Type.Object({
    author_email: Nullable(Type.String()),
    /** Learners the announcement reaches today (active learners of its cohorts). */
    reach_learners: Type.Integer(),
    /** Learners whose dashboard has shown it (each once), however many cohorts they are in. */
    seen_learners: Type.Integer(),
  }),
]);
/** An announcement of the console's history. */
export type StaffAnnouncement = Static<typeof StaffAnnouncement>;

/** Query of GET /announcements/history: every announcement reaching the cohort, whatever its status. */
export const AnnouncementHistoryQuery = Type.Object({ cohort_id: Id() });
/** Query of GET /announcements/history. */
export type AnnouncementHistoryQuery = Static<typeof AnnouncementHistoryQuery>;

/** Answer of GET /announcements/history. */
export const AnnouncementHistoryEnvelope = Type.Object({
  message: Type.Object({ announcements: Type.Array(StaffAnnouncement) }),
});
/** Answer of GET /announcements/history. */
export type AnnouncementHistoryEnvelope = Static<typeof AnnouncementHistoryEnvelope>;

/** Params of PUT /announcement/update/:id. */
export const AnnouncementIdParams = Type.Object({ id: Id() });

/**
 * Body of PUT /announcement/update/:id (§7): the changed fields, or `is_deleted: true` to
 * delete it (the record is kept, hidden everywhere).
 */
export const AnnouncementUpdate = Type.Object(
  {
    body: Type.Optional(Text({ minLength: 1, maxLength: ANNOUNCEMENT_BODY_MAX })),
    post_as: Type.Optional(Text({ minLength: 1, maxLength: 60 })),
    audience: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    program_id: Type.Optional(Nullable(Id())),
    cohort_id: Type.Optional(Nullable(Id())),
    post_schedule: Type.Optional(Timestamp),
    post_expiration: Type.Optional(Timestamp),
    is_deleted: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false, minProperties: 1 },
);
/** Body of PUT /announcement/update/:id. */
export type AnnouncementUpdate = Static<typeof AnnouncementUpdate>;

/** Answer of PUT /announcement/update/:id: the result word of §8 and the announcement as stored. */
export const AnnouncementUpdateEnvelope = Type.Object({
  message: Type.Object({ response: Type.Literal('success'), announcement: Announcement }),
});
/** Answer of PUT /announcement/update/:id. */
export type AnnouncementUpdateEnvelope = Static<typeof AnnouncementUpdateEnvelope>;

/** Query of GET /announcements/reach: an audience as the create form holds it. */
export const AnnouncementReachQuery = Type.Object(
  {
    audience: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    program_id: Type.Optional(Id()),
    cohort_id: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
/** Query of GET /announcements/reach. */
export type AnnouncementReachQuery = Static<typeof AnnouncementReachQuery>;

/** Answer of GET /announcements/reach: learners and cohorts the audience reaches today. */
export const AnnouncementReachEnvelope = Type.Object({
  message: Type.Object({ learners: Type.Integer(), cohorts: Type.Integer() }),
});
/** Answer of GET /announcements/reach. */
export type AnnouncementReachEnvelope = Static<typeof AnnouncementReachEnvelope>;

/** At most this many announcements in one POST /announcements/seen (the dashboard's batch). */
export const ANNOUNCEMENT_SEEN_MAX = 50;

/**
 * Body of POST /announcements/seen: announcements the learner's dashboard of `cohort_id` has
 * shown. Each must be live for that cohort now; recording one twice changes nothing.
 */
export const AnnouncementSeenBody = Type.Object(
  {
    cohort_id: Id(),
    announcement_ids: Type.Array(Id(), { minItems: 1, maxItems: ANNOUNCEMENT_SEEN_MAX }),
  },
  { additionalProperties: false },
);
/** Body of POST /announcements/seen. */
export type AnnouncementSeenBody = Static<typeof AnnouncementSeenBody>;

/** Answer of POST /announcements/seen: how many were seen for the first time (0 for staff). */
export const AnnouncementSeenEnvelope = Type.Object({ message: Type.Object({ recorded: Type.Integer() }) });
/** Answer of POST /announcements/seen. */
export type AnnouncementSeenEnvelope = Static<typeof AnnouncementSeenEnvelope>;
