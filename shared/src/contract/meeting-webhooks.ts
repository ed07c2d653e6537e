import { type Static, Type } from '@sinclair/typebox';
import { Text } from './common.ts';

/**
 * An event Zoom sends to the meetings webhook (ADR 0036). Only `event` is required here: the
 * route reads the fields of the events it takes (participant joined/left, recording completed,
 * endpoint URL validation) and acknowledges the others. The raw body is what is signed.
 */
export const ZoomWebhookEvent = Type.Object(
  {
    event: Text({ minLength: 1, maxLength: 100 }),
    event_ts: Type.Optional(Type.Number({ minimum: 0, maximum: 1e14 })),
    download_token: Type.Optional(Text({ maxLength: 4000 })),
    payload: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
);
export type ZoomWebhookEvent = Static<typeof ZoomWebhookEvent>;

/** The answer to `endpoint.url_validation`: the plain token and its HMAC-SHA256 under the secret token, hex. */
export const ZoomUrlValidation = Type.Object({
  plainToken: Type.String(),
  encryptedToken: Type.String(),
});
export type ZoomUrlValidation = Static<typeof ZoomUrlValidation>;
