import { type Static, Type } from '@sinclair/typebox';
import { Text } from './common.ts';

/** What POST /v1/upload stores: only profile pictures (§7 `srcType=profileimage`). */
export const UPLOAD_SOURCE_TYPES = ['profileimage'] as const;

/** Answer of POST /v1/upload (§7): the stored file's address in `message.response.s3FileUri`. */
export const UploadEnvelope = Type.Object({
  message: Type.Object({ response: Type.Object({ s3FileUri: Type.String() }) }),
});
/** Answer of POST /v1/upload. */
export type UploadEnvelope = Static<typeof UploadEnvelope>;

/** Path parameters of GET /v1/avatars/:file: a content-addressed JPEG name. */
export const AvatarFileParams = Type.Object({ file: Text({ pattern: '^[0-9a-f]{32}\\.jpg$', maxLength: 40 }) });
/** Path parameters of GET /v1/avatars/:file. */
export type AvatarFileParams = Static<typeof AvatarFileParams>;
