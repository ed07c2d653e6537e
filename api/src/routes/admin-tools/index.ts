import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CanvasSyncEnvelope, endpoints, HandshakeUploadEnvelope } from '@cedar/shared/contract';
import {
  decodeHandshakeCsv,
  HANDSHAKE_MAX_BYTES,
  HANDSHAKE_MESSAGES,
  HandshakeFileRefused,
  parseHandshakeCsv,
} from '../../domain/handshake-csv.ts';
import { badRequest, HttpError } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

const tags = ['admin tools'];

interface HandshakeForm {
  file: { name: string; type: string; bytes: Buffer } | null;
  fields: Record<string, string>;
}

/** The form of §3 (file, destination, srcType, fileName, email): one file, short text fields. */
async function readForm(parts: AsyncIterableIterator<Multipart>): Promise<HandshakeForm> {
  const form: HandshakeForm = { file: null, fields: {} };
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || form.file) throw badRequest('Send one .csv file, in the field "file".');
      form.file = { name: part.filename, type: part.mimetype, bytes: await part.toBuffer() };
    } else {
      form.fields[part.fieldname] = String(part.value);
    }
  }
  return form;
}

// Browsers name CSV files differently (text/csv, application/vnd.ms-excel, or nothing at all).
const CSV_TYPES = /^(text\/(csv|plain|comma-separated-values)|application\/(vnd\.ms-excel|csv|octet-stream))?$/i;

/**
 * The admin settings' Additional Tools (admin-console §2.11, §8 Tools), for Program Managers:
 * - POST /file: a Handshake export is checked, stored through the storage adapter and its
 *   contacts pushed to the CRM adapter; a refused file changes nothing;
 * - POST /syncCanvasCourses: the LMS adapter's courses are written to the courses table.
 */
const adminToolsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: HANDSHAKE_MAX_BYTES, files: 1, fields: 8, fieldSize: 512, parts: 9, headerPairs: 50 },
  });

  app.post(
    endpoints.handshakeUpload.path,
    {
      schema: {
        tags,
        summary: 'Uploads a Handshake .csv export: stores it and pushes its contacts to the CRM',
        consumes: ['multipart/form-data'],
        response: { 200: HandshakeUploadEnvelope, ...errorResponses(400, 401, 403, 413, 429, 502) },
      },
      config: { access: 'toolsRunner', multipartOptions: { limits: { fileSize: HANDSHAKE_MAX_BYTES } } },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Send the .csv file as multipart/form-data.');
      let form: HandshakeForm;
      try {
        form = await readForm(request.parts());
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, HANDSHAKE_MESSAGES.tooLarge);
        }
        throw error;
      }
      if (!form.file) throw badRequest(HANDSHAKE_MESSAGES.noFile);
      const srcType = form.fields.srcType;
      if (srcType !== undefined && srcType !== 'csv') throw badRequest(HANDSHAKE_MESSAGES.notCsv);
      if (!/\.csv$/i.test(form.file.name) || !CSV_TYPES.test(form.file.type))
        throw badRequest(HANDSHAKE_MESSAGES.notCsv);
      let contacts;
      try {
        contacts = parseHandshakeCsv(decodeHandshakeCsv(form.file.bytes));
      } catch (error) {
        if (error instanceof HandshakeFileRefused) throw badRequest(error.message);
        throw error;
      }
      // Checked before anything is kept: the file is stored (content-addressed), then pushed.
      const fileKey = await app.storage.putBytes('handshake', form.file.bytes, '.csv');
      const pushed = await app.crm.upsertContacts(contacts, {
        fileKey,
        uploadedBy: request.viewer!.email,
        now: app.now(),
      });
      request.log.info({ fileKey, contacts: contacts.length, crm: app.crm.kind, ...pushed }, 'handshake upload pushed');
      return { message: { fileKey, contacts: contacts.length, ...pushed, crm: app.crm.kind } };
    },
  );

  app.post(
    endpoints.canvasSync.path,
    {
      schema: {
        tags,
        summary: "Syncs the LMS's courses into the courses table (one transaction)",
        response: { 200: CanvasSyncEnvelope, ...errorResponses(401, 403, 429, 502) },
      },
      config: { access: 'toolsRunner' },
    },
    async (request) => {
      // The whole catalogue is read before the transaction opens: a failing LMS writes nothing.
      const lmsCourses = await app.lms.courses();
      const result = await app.lmsSyncRepository.syncCourses(lmsCourses);
      request.log.info({ lms: app.lms.kind, ...result }, 'LMS courses synced');
      return { message: { synced: true, ...result, lms: app.lms.kind } };
    },
  );
};

export default adminToolsRoutes;
