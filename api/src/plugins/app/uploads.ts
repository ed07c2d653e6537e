import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sizeOf } from './errors.ts';
import { payloadTooLarge } from '../../http-errors.ts';

/** A file received in a multipart upload, written to a temporary file. */
export interface Upload {
  /** The temporary file; removed once the answer is sent (move it into storage to keep it). */
  file: string;
  filename: string;
  mimetype: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart upload by field name (uploads.ts); empty for other requests. */
    uploads: Map<string, Upload>;
  }
}

export interface UploadsOptions {
  /** The largest file taken, in bytes; a route may lower it with `config.multipartOptions`. */
  fileSize: number;
}

/**
 * Multipart uploads for the routes of the scope that registers this plugin: each file part
 * is streamed to a temporary file (never held in memory), its text fields become the body
 * (validated by the route's schema, not coerced), and the files are `request.uploads`. A file
 * past the limit is a 413 and nothing of it is kept. Only the routes that register it take
 * multipart bodies at all. Authorisation has run before (preParsing), so an upload from a
 * caller who may not make it is never read.
 */
async function uploads(scope: FastifyInstance, options: UploadsOptions): Promise<void> {
  const folders = new WeakMap<FastifyRequest, string>();
  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: true,
    limits: { fileSize: options.fileSize, files: 4, fields: 30, fieldSize: 1024 * 1024, parts: 40 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      let folder = folders.get(this);
      if (!folder) {
        folder = await mkdtemp(path.join(tmpdir(), 'cedar-upload-'));
        folders.set(this, folder);
      }
      const file = path.join(folder, `${this.uploads.size}.upload`);
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) {
        const limit = this.routeOptions.config.multipartOptions?.limits?.fileSize ?? options.fileSize;
        throw payloadTooLarge(`The file ${part.fieldname} is too large: at most ${sizeOf(limit)}.`);
      }
      this.uploads.set(part.fieldname, { file, filename: part.filename, mimetype: part.mimetype });
    },
  });
  scope.decorateRequest('uploads', null as unknown as Map<string, Upload>);
  scope.addHook('onRequest', async (request) => {
    request.uploads = new Map();
  });
  const cleanUp = async (request: FastifyRequest) => {
    const folder = folders.get(request);
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  scope.addHook('onResponse', cleanUp);
  scope.addHook('onRequestAbort', cleanUp);
}

export default fp(uploads, { name: 'cedar-uploads', fastify: '5.x' });
