import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, UPLOAD_SOURCE_TYPES, UploadEnvelope } from '@cedar/shared/contract';
import { AVATAR_MAX_BYTES, AvatarRejected, avatarUrl, processAvatar } from '../../avatars/process.ts';
import { badRequest, forbidden, HttpError } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

/** The spec's upload sends the picture base64-encoded in a field (§7): 4/3 of the file, plus slack. */
const BASE64_FIELD_LIMIT = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 1024;
const TOO_LARGE = 'The picture is larger than 5 MB.';

interface Upload {
  fields: Map<string, string>;
  file: Buffer | null;
}

/** Reads the multipart stream with every part bounded; nothing is kept beyond the limits. */
async function readUpload(parts: AsyncIterableIterator<import('@fastify/multipart').Multipart>): Promise<Upload> {
  const upload: Upload = { fields: new Map(), file: null };
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || upload.file) throw badRequest('Send one picture, in the field "file".');
      // toBuffer() stops at the file-size limit and throws 413: the rest is never held in memory.
      upload.file = await part.toBuffer();
    } else {
      if (part.fieldnameTruncated || part.valueTruncated) throw new HttpError(413, TOO_LARGE);
      upload.fields.set(part.fieldname, String(part.value));
    }
  }
  return upload;
}

function pictureOf({ fields, file }: Upload): Buffer {
  if (file) return file;
  const encoded = fields.get('file');
  if (encoded === undefined) throw badRequest('Send a picture in the field "file".');
  if (fields.get('fileContentEncoding') !== 'base64')
    throw badRequest('A picture sent as text must be base64 (fileContentEncoding=base64).');
  const bytes = Buffer.from(encoded.replace(/^data:[^,]*,/, ''), 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
  return bytes;
}

/**
 * POST /api/v1/upload (§7, the shared upload helper): a signed-in user uploads a profile picture
 * as multipart/form-data. Identity is checked before the body is read; the stream is bounded
 * (5 MB file, small fields); the server decodes the picture, keeps only its pixels as a 260 x 260
 * JPEG, stores it through the storage adapter and answers its address. Anything else is a 4xx
 * and nothing is stored. The caller then saves the address as `user_image_url` (PUT /user).
 */
const upload: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 12,
      fieldSize: BASE64_FIELD_LIMIT,
      parts: 13,
      headerPairs: 50,
    },
  });
  app.post(
    endpoints.uploadFile.path,
    {
      schema: {
        tags: ['users'],
        summary: 'Uploads a profile picture (multipart: srcType=profileimage, file); answers its address',
        consumes: ['multipart/form-data'],
        response: { 201: UploadEnvelope, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      config: { access: 'authenticated' },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the picture as multipart/form-data.');
      const received = await readUpload(request.parts());
      const srcType = received.fields.get('srcType');
      if (!UPLOAD_SOURCE_TYPES.includes(srcType as (typeof UPLOAD_SOURCE_TYPES)[number]))
        throw badRequest('srcType must be profileimage.');
      const owner = received.fields.get('email');
      const caller = request.identity!.email.toLowerCase();
      if (owner !== undefined && owner.trim().toLowerCase() !== caller)
        throw forbidden('You may only upload your own profile picture.');
      let jpeg: Buffer;
      try {
        jpeg = await processAvatar(pictureOf(received));
      } catch (error) {
        if (error instanceof AvatarRejected) throw new HttpError(error.statusCode, error.message);
        throw error;
      }
      const key = await app.storage.putBytes('avatars', jpeg, '.jpg');
      return reply.status(201).send({ message: { response: { s3FileUri: avatarUrl(key) } } });
    },
  );
};

export default upload;
