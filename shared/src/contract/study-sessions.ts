import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

const email = Text({ minLength: 3, maxLength: 320 });

/** A participant of a study session (§3), keyed in `participants` by e-mail (guests by name). */
export const StudySessionParticipant = Type.Object({
  user_id: Nullable(Type.Integer()),
  user_email: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  preferred_name: Nullable(Type.String()),
  user_image_url: Nullable(Type.String()),
  user_role_id: Nullable(Type.Integer()),
  is_guest: Type.Boolean(),
  user_left: Type.Boolean(),
  /** The spec's is_my{product}_user: a portal user (linked to /profile/{useremail}). */
  is_mycedar_user: Type.Boolean(),
  joined_at: Timestamp,
});
/** A participant of a study session. */
export type StudySessionParticipant = Static<typeof StudySessionParticipant>;

/** A topic of a study session; the one it was started with is `main`. */
export const StudySessionTopic = Type.Object({
  id: Type.Integer(),
  topic: Type.String(),
  main: Type.Boolean(),
  user_email: Nullable(Type.String()),
});
/** A topic of a study session. */
export type StudySessionTopic = Static<typeof StudySessionTopic>;

/** A running study session: participants and topics (§3). */
export const StudySession = Type.Object({
  session_id: Type.Integer(),
  host_id: Type.String(),
  cohort_id: Type.Integer(),
  zoom_url: Nullable(Type.String()),
  started_at: Timestamp,
  participants: Type.Record(Type.String(), StudySessionParticipant),
  topics: Type.Array(StudySessionTopic),
});
/** A running study session. */
export type StudySession = Static<typeof StudySession>;

/** Path parameters of the /v1/studysession/:hostId calls (the cohort's zoom_host_id). */
export const StudySessionHostParams = Type.Object({ hostId: Text({ minLength: 1, maxLength: 64 }) });
/** Path parameters of the /v1/studysession/:hostId calls. */
export type StudySessionHostParams = Static<typeof StudySessionHostParams>;

/** Answer of GET /v1/studysession/:hostId and of leave: the running session, or `{}` when none. */
export const StudySessionEnvelope = Type.Object({
  message: Type.Union([StudySession, Type.Object({}, { additionalProperties: false })]),
});
/** Answer of GET /v1/studysession/:hostId. */
export type StudySessionEnvelope = Static<typeof StudySessionEnvelope>;

/**
 * Body of POST /v1/studysession/:hostId: starts a session with `topic` when none is running
 * (the topic is then required), else joins the running one (no topic is sent).
 */
export const JoinStudySession = Type.Object(
  { userEmail: email, topic: Type.Optional(Text({ minLength: 1, maxLength: 300 })) },
  { additionalProperties: false },
);
/** Body of POST /v1/studysession/:hostId. */
export type JoinStudySession = Static<typeof JoinStudySession>;

/** Answer of POST /v1/studysession/:hostId: the meeting to open in a new tab, and the session. */
export const JoinStudySessionEnvelope = Type.Object({
  message: Type.Object({ zoom_url: Nullable(Type.String()), started: Type.Boolean(), session: StudySession }),
});
/** Answer of POST /v1/studysession/:hostId. */
export type JoinStudySessionEnvelope = Static<typeof JoinStudySessionEnvelope>;

/** Body of POST /v1/studysessiontopic (§7): a participant adds a topic to the running session. */
export const StudySessionTopicBody = Type.Object(
  {
    host_id: Text({ minLength: 1, maxLength: 64 }),
    topicObj: Type.Object({ topic: Text({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
/** Body of POST /v1/studysessiontopic. */
export type StudySessionTopicBody = Static<typeof StudySessionTopicBody>;

/** Answer of POST /v1/studysessiontopic. */
export const StudySessionTopicsEnvelope = Type.Object({
  message: Type.Object({ topics: Type.Array(StudySessionTopic) }),
});
/** Answer of POST /v1/studysessiontopic. */
export type StudySessionTopicsEnvelope = Static<typeof StudySessionTopicsEnvelope>;

/**
 * Query of GET /v1/zoomstudysessiondetails: `meeting_id` is a session's `session_id` (the
 * meeting of the embedded meetings adapter; the Zoom adapter would name Zoom's meeting).
 */
export const StudySessionDetailsQuery = Type.Object({
  meeting_id: Id(),
});
/** Query of GET /v1/zoomstudysessiondetails. */
export type StudySessionDetailsQuery = Static<typeof StudySessionDetailsQuery>;

/** One study session, running or ended: participants (left or not) and topics, and when it ended. */
export const StudySessionDetails = Type.Object({
  ...StudySession.properties,
  /** Null while the session runs. */
  ended_at: Nullable(Timestamp),
});
/** One study session, running or ended. */
export type StudySessionDetails = Static<typeof StudySessionDetails>;

/** Answer of GET /v1/zoomstudysessiondetails. */
export const StudySessionDetailsEnvelope = Type.Object({ message: StudySessionDetails });
/** Answer of GET /v1/zoomstudysessiondetails. */
export type StudySessionDetailsEnvelope = Static<typeof StudySessionDetailsEnvelope>;
