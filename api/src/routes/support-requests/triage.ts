import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  endpoints,
  Id,
  type StaffSupportRequest,
  StaffSupportRequestsEnvelope,
  SupportRequestActionsEnvelope,
  SupportRequestResponsesEnvelope,
  Text,
} from '@cedar/shared/contract';
import { SUPPORT_ACTIONS, matchesSearch, searchTerms } from '@cedar/shared/domain';
import { seesPersonalRequests } from '../../access/support-requests.ts';
import { sendEncoded } from '../../plugins/app/encoded-answer.ts';
import { errorResponses } from '../schemas.ts';
import learnerContext from './learner-context.ts';
import { cohortListAnswers, type ListAsked } from './list-answers.ts';
import presence, { type PresenceOptions } from './presence.ts';
import savedReplies from './saved-replies.ts';
import update from './update.ts';

const tags = ['support requests'];
/** The spec's `expand` (coursestructure, users, responses): every answer carries them already. */
const expand = Type.Optional(Text({ maxLength: 200 }));

/**
 * The admin console's triage (admin-console §7): a cohort's requests, one request by id, the
 * action catalogue, a request's History, and the actions themselves (update.ts).
 */
const triage: FastifyPluginAsyncTypebox<PresenceOptions> = async (app, options) => {
  const listRows = async ({ cohortId, scope, id, search, limit }: ListAsked) => {
    let rows = await app.supportRequestsRepository.listForCohort(cohortId, scope);
    if (id !== undefined) rows = rows.filter((row) => row.id === id);
    if (search) rows = rows.filter((row) => matchesSearch(row, searchTerms(search)));
    return rows.slice(0, limit ?? 400);
  };
  // One answer for every staff member who sees the same requests, serialized and compressed
  // once per change rather than once per poll (ADR 0043).
  const listAnswer = cohortListAnswers(app, listRows);

  app.get(
    endpoints.cohortSupportRequests.path,
    {
      schema: {
        tags,
        summary: "A cohort's support requests as staff triage them, newest first (at most 400)",
        params: Type.Object({ cohortId: Id() }),
        querystring: Type.Object(
          {
            expand,
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 400 })),
            id: Type.Optional(Id()),
            search: Type.Optional(Text({ maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: StaffSupportRequestsEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'supportTriage' },
    },
    async (request, reply) => {
      const { cohortId } = request.params;
      const { id, limit, search } = request.query;
      const scope = { includePersonal: seesPersonalRequests(request.viewer!, cohortId) };
      // Serialized by the route's response schema, as a returned object would be.
      const serialize = (rows: StaffSupportRequest[]) =>
        reply.serializeInput({ message: { support_requests: rows } }, '200') as string;
      const { answer, checkUntil } = await listAnswer({ cohortId, scope, id, search, limit }, serialize);
      // A caller's remembered copy holds no longer than the list it shares was last checked.
      request.answerValidUntil = checkUntil;
      return sendEncoded(request, reply, answer);
    },
  );

  app.get(
    endpoints.supportRequestById.path,
    {
      schema: {
        tags,
        summary: 'One support request by id (404 when the caller may not see it)',
        querystring: Type.Object({ id: Id(), expand }, { additionalProperties: false }),
        response: { 200: StaffSupportRequestsEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'supportRequestReader' },
    },
    async (request) => ({ message: { support_requests: [request.accessOutcome.supportRequest!] } }),
  );

  app.get(
    endpoints.supportRequestActions.path,
    {
      schema: {
        tags,
        summary: 'The actions staff take on a support request (ids 1 to 6)',
        response: { 200: SupportRequestActionsEnvelope, ...errorResponses(401, 403, 429) },
      },
      config: { access: 'supportStaff' },
    },
    async () => ({ message: { actions: [...SUPPORT_ACTIONS] } }),
  );

  app.get(
    endpoints.supportRequestResponses.path,
    {
      schema: {
        tags,
        summary: "A support request's History, newest first, with the delivery of its messages",
        params: Type.Object({ id: Id() }),
        response: { 200: SupportRequestResponsesEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'supportRequestReader' },
    },
    async (request) => {
      const { id } = request.params;
      const [responses, deliveries] = await Promise.all([
        app.supportRequestsRepository.responses(id),
        app.supportRequestsRepository.deliveries(id),
      ]);
      return {
        message: {
          responses,
          deliveries: deliveries.map((d) => ({ ...d, created_at: d.created_at.toISOString() })),
        },
      };
    },
  );

  await app.register(update);
  await app.register(presence, options);
  await app.register(savedReplies);
  await app.register(learnerContext);
};

export default triage;
