import { type Static, Type } from '@sinclair/typebox';
import { Timestamp } from './common.ts';

/** What a staff member is doing on an open request: looking at it, or writing in its action form. */
export const SupportPresenceState = Type.Union([Type.Literal('viewing'), Type.Literal('replying')]);
export type SupportPresenceState = Static<typeof SupportPresenceState>;

/** Body of POST /v1/supportrequests/{id}/presence (a heartbeat, every 10 s while the request is open). */
export const SupportPresenceBody = Type.Object({ state: SupportPresenceState }, { additionalProperties: false });
export type SupportPresenceBody = Static<typeof SupportPresenceBody>;

/** Another staff member on the same request ("{name} is viewing" / "{name} is replying"). */
export const SupportPresenceEntry = Type.Object({
  email: Type.String(),
  name: Type.String(),
  state: SupportPresenceState,
  seen_at: Timestamp,
});
export type SupportPresenceEntry = Static<typeof SupportPresenceEntry>;

/** Answer of the heartbeat: the other staff on the request now (the caller left out). */
export const SupportPresenceEnvelope = Type.Object({
  message: Type.Object({ presence: Type.Array(SupportPresenceEntry) }),
});
export type SupportPresenceEnvelope = Static<typeof SupportPresenceEnvelope>;
