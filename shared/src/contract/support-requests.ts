import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

const optionalText = (maxLength: number) => Type.Optional(Nullable(Text({ maxLength })));

/**
 * Body of POST /v1/supportrequests (§3 Support request payload). `source` is the brand's
 * (`my_cedar`); `email` is the caller's own; `description` is the encoded answers, checked
 * against the required answers of the type.
 */
export const NewSupportRequest = Type.Object(
  {
    request_type_id: Type.Integer({ minimum: 1, maximum: 6 }),
    source: Text({ minLength: 1, maxLength: 60 }),
    lms_course_id: optionalText(64),
    cohort_id: Id(),
    user_lms_id: optionalText(64),
    user_slack_id: optionalText(64),
    description: Text({ minLength: 1, maxLength: 50_000 }),
    email: Text({ minLength: 3, maxLength: 320 }),
  },
  { additionalProperties: false },
);
/** Body of POST /v1/supportrequests. */
export type NewSupportRequest = Static<typeof NewSupportRequest>;

/** A support request as its author sees it ("My requests"). */
export const SupportRequest = Type.Object({
  id: Type.Integer(),
  request_type_id: Type.Integer(),
  status: Type.String(),
  description: Type.String(),
  cohort_id: Nullable(Type.Integer()),
  cohort_name: Nullable(Type.String()),
  lms_course_id: Nullable(Type.String()),
  source: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** Staff replies to the learner (action 1), oldest first; never internal comments. Only in "My requests". */
  replies: Type.Optional(Type.Array(Type.Object({ response: Type.String(), created_date: Timestamp }))),
});
/** A support request as its author sees it. */
export type SupportRequest = Static<typeof SupportRequest>;

/** Answer of POST /v1/supportrequests. */
export const SupportRequestEnvelope = Type.Object({ message: Type.Object({ support_request: SupportRequest }) });
/** Answer of POST /v1/supportrequests. */
export type SupportRequestEnvelope = Static<typeof SupportRequestEnvelope>;

/** Answer of GET /v1/supportrequests/mine: the caller's requests, latest update first. */
export const MySupportRequestsEnvelope = Type.Object({
  message: Type.Object({ support_requests: Type.Array(SupportRequest) }),
});
/** Answer of GET /v1/supportrequests/mine. */
export type MySupportRequestsEnvelope = Static<typeof MySupportRequestsEnvelope>;
