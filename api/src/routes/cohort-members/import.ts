import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CohortParams, endpoints, MemberImportEnvelope } from '@cedar/shared/contract';
import {
  decodeCsv,
  IMPORT_MESSAGES,
  ImportFileRefused,
  MEMBER_IMPORT_MAX_BYTES,
  parseMemberCsv,
} from '../../domain/member-import.ts';
import { badRequest, HttpError, notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { memberInvitations } from './invitations.ts';

interface Upload {
  apply: boolean;
  file: { name: string; type: string; bytes: Buffer } | null;
}

/** Reads the form: one file (bounded by the multipart limit) and the `apply` field. */
async function readUpload(parts: AsyncIterableIterator<Multipart>): Promise<Upload> {
  const upload: Upload = { apply: false, file: null };
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || upload.file) throw badRequest('Send one CSV file, in the field "file".');
      const bytes = await part.toBuffer();
      upload.file = { name: part.filename, type: part.mimetype, bytes };
    } else if (part.fieldname === 'apply') {
      upload.apply = String(part.value) === 'true';
    }
  }
  return upload;
}

// Browsers name CSV files differently (text/csv, application/vnd.ms-excel, or nothing at all):
// the name and the content decide, not the declared type alone.
const CSV_TYPES = /^(text\/(csv|plain|comma-separated-values)|application\/(vnd\.ms-excel|csv|octet-stream))?$/i;

/**
 * The member import (beyond the spec; Canvas People and Open edX have parts of it): the cohort
 * admin uploads the export's CSV; without `apply` the answer says row by row what would be
 * added, updated or refused and why, and nothing is kept; with `apply=true` the same rows are
 * written in one transaction and recorded in the audit list.
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 5, headerPairs: 50 },
  });
  app.post(
    endpoints.importCohortMembers.path,
    {
      schema: {
        tags: ['cohort members'],
        summary: 'Imports members from a CSV file: a dry run by default, apply=true writes',
        consumes: ['multipart/form-data'],
        params: CohortParams,
        response: { 200: MemberImportEnvelope, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
      config: { access: 'cohortAdmin', multipartOptions: { limits: { fileSize: MEMBER_IMPORT_MAX_BYTES } } },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Send the CSV file as multipart/form-data.');
      const { cohortId } = request.params;
      let upload: Upload;
      try {
        upload = await readUpload(request.parts());
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
        }
        throw error;
      }
      if (!upload.file) throw badRequest(IMPORT_MESSAGES.noFile);
      if (!/\.csv$/i.test(upload.file.name) || !CSV_TYPES.test(upload.file.type)) {
        throw badRequest(IMPORT_MESSAGES.notCsv);
      }
      let lines;
      try {
        lines = parseMemberCsv(decodeCsv(upload.file.bytes));
      } catch (error) {
        if (error instanceof ImportFileRefused) throw badRequest(error.message);
        throw error;
      }
      if (!(await app.cohortMembersRepository.cohort(cohortId))) throw notFound('No such cohort.');
      const actor = { email: request.viewer!.email, now: app.now(), via: 'CSV import' };
      const invitations = upload.apply ? await memberInvitations(app, cohortId) : null;
      const outcome = await app.cohortMembersRepository.importMembers(cohortId, lines, actor, {
        apply: upload.apply,
        onNewUser: invitations?.onNewUser,
      });
      invitations?.deliver();
      return { message: outcome };
    },
  );
};

export default importRoutes;
