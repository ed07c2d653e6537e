import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Text, Timestamp } from './common.ts';

/**
 * Body of the offline beacon POST /user/:email, sent with `fetch(..., { keepalive: true })`
 * when the last window closes (§4.7). The server records its own clock as last seen.
 */
export const PresenceBeacon = Type.Object(
  {
    is_online: Type.Literal(false),
    user_last_seen: Type.Optional(Nullable(Text({ maxLength: 40 }))),
  },
  { additionalProperties: false },
);
/** Body of the offline beacon. */
export type PresenceBeacon = Static<typeof PresenceBeacon>;

/** Answer of the beacon and of POST /v1/presence/heartbeat: the caller's presence now. */
export const PresenceEnvelope = Type.Object({
  message: Type.Object({ is_online: Type.Boolean(), user_last_seen: Timestamp }),
});
/** Answer of the beacon and of the heartbeat. */
export type PresenceEnvelope = Static<typeof PresenceEnvelope>;
