import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { endpoints, Id, SavedRepliesEnvelope, SavedReplyBody, SavedReplyEnvelope } from '@cedar/shared/contract';
import { isEmptyAnswer } from '@cedar/shared/domain';
import { sanitizeRichText } from '../../domain/rich-text.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

const tags = ['support requests'];
const cohortParams = Type.Object({ cohortId: Id() });
const replyParams = Type.Object({ cohortId: Id(), replyId: Id() });
/** The rule of the cohort's support list: its support staff (403 for anyone else). */
const config = { access: 'supportTriage' } as const;

export const SAVED_REPLY_ERRORS = {
  title: 'A saved reply needs a title.',
  body: 'A saved reply needs some text.',
  missing: 'This cohort has no such saved reply.',
} as const;

/** Trims the title and sanitises the body as responses are; empty ones are refused (400). */
function validated(body: SavedReplyBody, staffEmail: string) {
  const title = body.title.trim();
  if (!title) throw badRequest(SAVED_REPLY_ERRORS.title);
  const html = sanitizeRichText(body.body);
  if (isEmptyAnswer(html)) throw badRequest(SAVED_REPLY_ERRORS.body);
  return { title, body: html, staffEmail };
}

/**
 * Saved replies per cohort (beyond the spec, ADR 0037): any staff member with support access in
 * the cohort lists, writes, edits and deletes them; the respond form inserts one to edit.
 */
const savedReplies: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.savedReplies.path,
    {
      schema: {
        tags,
        summary: "A cohort's saved replies, by title",
        params: cohortParams,
        response: { 200: SavedRepliesEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config,
    },
    async (request) => ({
      message: { saved_replies: await app.supportRequestsRepository.savedReplies(request.params.cohortId) },
    }),
  );

  app.post(
    endpoints.createSavedReply.path,
    {
      schema: {
        tags,
        summary: 'Save a reply for the cohort (sanitised rich text)',
        params: cohortParams,
        body: SavedReplyBody,
        response: { 200: SavedReplyEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config,
    },
    async (request) => {
      const input = validated(request.body, request.viewer!.email);
      const saved = await app.supportRequestsRepository.createSavedReply(request.params.cohortId, input, app.now());
      return { message: { saved_reply: saved } };
    },
  );

  app.put(
    endpoints.updateSavedReply.path,
    {
      schema: {
        tags,
        summary: "Edit one of the cohort's saved replies",
        params: replyParams,
        body: SavedReplyBody,
        response: { 200: SavedReplyEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config,
    },
    async (request) => {
      const { cohortId, replyId } = request.params;
      const input = validated(request.body, request.viewer!.email);
      const saved = await app.supportRequestsRepository.updateSavedReply(cohortId, replyId, input, app.now());
      if (!saved) throw notFound(SAVED_REPLY_ERRORS.missing);
      return { message: { saved_reply: saved } };
    },
  );

  app.delete(
    endpoints.deleteSavedReply.path,
    {
      schema: {
        tags,
        summary: "Delete one of the cohort's saved replies",
        params: replyParams,
        response: { 200: SavedReplyEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config,
    },
    async (request) => {
      const { cohortId, replyId } = request.params;
      if (!(await app.supportRequestsRepository.deleteSavedReply(cohortId, replyId))) {
        throw notFound(SAVED_REPLY_ERRORS.missing);
      }
      return { message: { saved_reply: null } };
    },
  );
};

export default savedReplies;
