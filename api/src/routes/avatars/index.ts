import type { FastifyInstance } from 'fastify';
import image from './image.ts';
import upload from './upload.ts';

/** Profile pictures: the upload of §7 and the stored pictures themselves. */
export default async function avatarsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(upload);
  await app.register(image);
}
