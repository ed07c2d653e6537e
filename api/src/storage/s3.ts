import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type ByteRange, contentKey, isSafeKey, type Storage } from './index.ts';

/** Settings of the S3 storage adapter (docs/deploy.md, "File storage"). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, a local emulator); null for AWS itself. */
  endpoint: string | null;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** A prefix inside the bucket, so one bucket can hold several portals ('' for none). */
  prefix: string;
  /** Static credentials; null uses the AWS SDK's default chain (environment, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt',
};

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Storage in an S3 bucket, speaking the S3 protocol through the AWS SDK. Keys are the same as
 * on disk (content-addressed, immutable), so a put of bytes already stored is skipped. Objects
 * are private: the API serves them (avatars, signed media links), so the bucket needs no public
 * access. There is no local path: `resolve` answers null.
 */
export function createS3Storage(config: S3StorageConfig, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  const Bucket = config.bucket;
  const objectKey = (key: string) => (config.prefix ? `${config.prefix.replace(/\/+$/, '')}/${key}` : key);

  const stat = async (key: string) => {
    if (!isSafeKey(key)) return null;
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };

  const putBytes = async (folder: string, bytes: Uint8Array, ext: string) => {
    const key = contentKey(folder, bytes, ext);
    if (await stat(key)) return key;
    await s3.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: bytes,
        ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return key;
  };

  return {
    resolve: () => null,
    putBytes,
    // A recording can be 2 GB: it is read twice as a stream (once for its hash, once to send),
    // never held in memory. The whole file's SHA-256, which names it anyway, goes along as the
    // object's checksum: the bucket refuses bytes that do not match it, and the SDK, seeing a
    // checksum given, sends the body as is with its length (no aws-chunked framing of the stream).
    async putFile(folder, file, ext = path.extname(file).toLowerCase()) {
      const hash = createHash('sha256');
      await pipeline(createReadStream(file), hash);
      const digest = hash.digest();
      const key = `${folder}/${digest.toString('hex').slice(0, 32)}${ext}`;
      if (await stat(key)) return key;
      const { size } = await statFile(file);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: createReadStream(file),
          ContentLength: size,
          ChecksumSHA256: digest.toString('base64'),
          ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return key;
    },
    stat,
    async read(key: string, range?: ByteRange) {
      const found = await stat(key);
      if (!found) return null;
      try {
        const object = await s3.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return { body: object.Body as Readable, ...found };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
