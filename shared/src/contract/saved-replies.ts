import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Text, Timestamp } from './common.ts';

/** A cohort's saved reply (beyond the spec): a title and sanitised rich text. */
export const SavedReply = Type.Object({
  id: Type.Integer(),
  cohort_id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  updated_by: Nullable(Type.String()),
  updated_at: Timestamp,
});
export type SavedReply = Static<typeof SavedReply>;

/** Body of POST and PUT /v1/cohort/{id}/savedreplies: the body is sanitised on the server. */
export const SavedReplyBody = Type.Object(
  {
    title: Text({ minLength: 1, maxLength: 120 }),
    body: Text({ minLength: 1, maxLength: 20_000 }),
  },
  { additionalProperties: false },
);
export type SavedReplyBody = Static<typeof SavedReplyBody>;

/** Answer of GET /v1/cohort/{id}/savedreplies: the cohort's replies by title. */
export const SavedRepliesEnvelope = Type.Object({ message: Type.Object({ saved_replies: Type.Array(SavedReply) }) });
export type SavedRepliesEnvelope = Static<typeof SavedRepliesEnvelope>;

/** Answer of a write: the reply as stored (null once deleted). */
export const SavedReplyEnvelope = Type.Object({ message: Type.Object({ saved_reply: Nullable(SavedReply) }) });
export type SavedReplyEnvelope = Static<typeof SavedReplyEnvelope>;
