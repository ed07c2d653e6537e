import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

/** The requester as staff see them on a card (admin-console §3 `user_lm`). */
export const SupportRequester = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  preferred_name: Nullable(Type.String()),
  email: Type.String(),
  user_slack_id: Nullable(Type.String()),
});
export type SupportRequester = Static<typeof SupportRequester>;

/** A support request as staff triage it (admin-console §3 Support request). */
export const StaffSupportRequest = Type.Object({
  id: Type.Integer(),
  request_type_id: Type.Integer(),
  status: Type.String(),
  description: Type.String(),
  cohort_id: Nullable(Type.Integer()),
  cohort_name: Nullable(Type.String()),
  source: Type.String(),
  source_url: Nullable(Type.String()),
  upload_image_url: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** Compared by POST /updateSupportRequest: an action on a stale copy is refused (409). */
  version: Type.Integer(),
  /** When staff first answered the learner (respond or Inscribe), else null: the age clock stops there. */
  first_response_at: Nullable(Timestamp),
  section: Type.Object({ submodule_name: Nullable(Type.String()), section_name: Nullable(Type.String()) }),
  user_lm: SupportRequester,
});
export type StaffSupportRequest = Static<typeof StaffSupportRequest>;

/** Answer of GET /v1/cohort/{id}/supportrequests and GET /v1/supportrequests (§7: message.support_requests). */
export const StaffSupportRequestsEnvelope = Type.Object({
  message: Type.Object({ support_requests: Type.Array(StaffSupportRequest) }),
});
export type StaffSupportRequestsEnvelope = Static<typeof StaffSupportRequestsEnvelope>;

/** One History row (§3 Response/history). */
export const SupportRequestResponse = Type.Object({
  id: Type.Integer(),
  action_id: Type.Integer(),
  response: Type.String(),
  created_date: Timestamp,
  staff_email_mk_user: Nullable(Type.Object({ first_name: Type.String(), last_name: Type.String() })),
});
export type SupportRequestResponse = Static<typeof SupportRequestResponse>;

/** How an outgoing message of a request (mail, Slack, Inscribe) was delivered. */
export const SupportRequestDelivery = Type.Object({
  id: Type.Integer(),
  channel: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  created_at: Timestamp,
});
export type SupportRequestDelivery = Static<typeof SupportRequestDelivery>;

/** Answer of GET /getRequestResponses/{id}: the History newest first, and the deliveries it caused. */
export const SupportRequestResponsesEnvelope = Type.Object({
  message: Type.Object({
    responses: Type.Array(SupportRequestResponse),
    deliveries: Type.Array(SupportRequestDelivery),
  }),
});
export type SupportRequestResponsesEnvelope = Static<typeof SupportRequestResponsesEnvelope>;

/** One action of §3 (ids 1 to 6). */
export const SupportRequestAction = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  action_description: Type.String(),
});
export type SupportRequestAction = Static<typeof SupportRequestAction>;

/** Answer of GET /getSupportRequestActions. */
export const SupportRequestActionsEnvelope = Type.Object({
  message: Type.Object({ actions: Type.Array(SupportRequestAction) }),
});
export type SupportRequestActionsEnvelope = Static<typeof SupportRequestActionsEnvelope>;

const optional = (maxLength: number) => Type.Optional(Nullable(Text({ maxLength })));

/**
 * Body of POST /updateSupportRequest (§7 Support action). The learner's address, Slack id and
 * the staff e-mail the spec's client sends are accepted but not trusted: the server uses the
 * stored request and the caller's token. `version` is the copy the staff member acted on.
 */
export const SupportActionBody = Type.Object(
  {
    requestId: Id(),
    actionId: Type.Integer({ minimum: 1, maximum: 6 }),
    version: Id(),
    message: optional(50_000),
    email: optional(320),
    user_slack_id: optional(64),
    workspace: optional(120),
    staffEmail: optional(320),
    inscribeBody: optional(50_000),
    inscribeTitle: optional(300),
    inscribeSenderId: optional(64),
    inscribeSender: Type.Optional(Type.Union([Type.Literal('staff'), Type.Literal('learner')])),
    inscribeSenderEmail: optional(320),
  },
  { additionalProperties: false },
);
export type SupportActionBody = Static<typeof SupportActionBody>;

/** Answer of POST /updateSupportRequest: §8's success text and the request as it now is. */
export const SupportActionEnvelope = Type.Object({
  message: Type.Object({ message: Type.String(), support_request: StaffSupportRequest }),
});
export type SupportActionEnvelope = Static<typeof SupportActionEnvelope>;
