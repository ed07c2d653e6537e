import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, type StaffSupportRequest, SupportActionBody, SupportActionEnvelope } from '@cedar/shared/contract';
import {
  actionNeedsBody,
  availableSupportActions,
  isEmptyAnswer,
  plainText,
  SUPPORT_ACTION,
  SUPPORT_ACTION_SUCCESS,
  type SupportActionId,
  statusAfterAction,
} from '@cedar/shared/domain';
import { type InscribeAuthor, inscribeRow } from '../../adapters/inscribe/index.ts';
import type { OutgoingMessage } from '../../db/repositories/support-triage.ts';
import { sanitizeRichText } from '../../domain/rich-text.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

/** §8 validation texts (spelling as the spec's, which DECISIONS leaves unchanged). */
export const ACTION_ERRORS = {
  body: 'You must provide an action body',
  title: 'You must provide a title',
  stale: 'Someone else has acted on this request since you opened it. It has been refreshed: check it and try again.',
} as const;

const learnerName = (r: StaffSupportRequest) => r.user_lm.preferred_name || r.user_lm.first_name || r.user_lm.email;

/** What the action sends out, written with it in one transaction and delivered afterwards. */
function outgoingOf(
  actionId: SupportActionId,
  request: StaffSupportRequest,
  text: { message: string; title: string },
  inscribe: { communityId: string | null; author: InscribeAuthor },
  departmentEmail: string,
): OutgoingMessage[] {
  const ref = `support request #${request.id}`;
  if (actionId === SUPPORT_ACTION.respond) {
    const mail: OutgoingMessage = {
      channel: 'mail',
      recipient: request.user_lm.email,
      subject: `A reply to your ${ref}`,
      body: `Hi ${learnerName(request)},\n\n${text.message}\n\nYou can also read it under My requests on your dashboard.`,
    };
    const slackId = request.user_lm.user_slack_id;
    return slackId
      ? [
          mail,
          { channel: 'slack', recipient: slackId, subject: null, body: `A reply to your ${ref}:\n${text.message}` },
        ]
      : [mail];
  }
  if (actionId === SUPPORT_ACTION.inscribe) {
    // Without a community id the post is kept and its delivery fails visibly (History) until set.
    return [
      inscribeRow({
        communityId: inscribe.communityId ?? `cohort-${request.cohort_id ?? 'none'}`,
        title: text.title,
        body: text.message,
        author: inscribe.author,
      }),
    ];
  }
  if (actionId === SUPPORT_ACTION.department) {
    return [
      {
        channel: 'mail',
        recipient: departmentEmail,
        subject: `${ref} from ${request.user_lm.first_name} ${request.user_lm.last_name} (${request.cohort_name ?? ''})`,
        body: `${text.message}\n\nThe learner wrote:\n${plainText(request.description.replace(/&(?=\w+=)/g, '\n'))}`,
      },
    ];
  }
  return [];
}

/**
 * POST /api/updateSupportRequest (§7 Support action): one action on one request, applied in one
 * transaction with its History row and its outgoing messages, only if nobody acted since the
 * caller's copy (`version`): else 409 and nothing changes. Delivery happens after the commit.
 */
const update: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.updateSupportRequest.path,
    {
      schema: {
        tags: ['support requests'],
        summary: 'Act on a support request: respond, Inscribe, department, comment, close, reopen',
        body: SupportActionBody,
        response: { 200: SupportActionEnvelope, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { access: 'supportResponder' },
    },
    async (request) => {
      const body = request.body;
      const found = request.accessOutcome.supportRequest!;
      const actionId = body.actionId as SupportActionId;
      if (body.version !== found.version) throw conflict(ACTION_ERRORS.stale);
      if (!availableSupportActions(found).includes(actionId)) {
        throw badRequest(
          `This action is not available for a ${found.status} request of type ${found.request_type_id}.`,
        );
      }
      const isInscribe = actionId === SUPPORT_ACTION.inscribe;
      const html = sanitizeRichText((isInscribe ? (body.inscribeBody ?? body.message) : body.message) ?? '');
      if (actionNeedsBody(actionId) && isEmptyAnswer(html)) throw badRequest(ACTION_ERRORS.body);
      const title = (body.inscribeTitle ?? '').trim();
      if (isInscribe && !title) throw badRequest(ACTION_ERRORS.title);
      // The author comes from the request and the caller, never from the body's e-mail fields.
      const author: InscribeAuthor =
        body.inscribeSender === 'learner'
          ? { role: 'learner', email: found.user_lm.email }
          : { role: 'staff', email: request.viewer!.email };
      const communityId =
        isInscribe && found.cohort_id !== null
          ? ((await app.cohortSettingsRepository.fields(found.cohort_id))?.inscribe_community_id ?? null)
          : null;
      const response = isInscribe ? `<p><strong>${sanitizeRichText(title)}</strong></p>${html}` : html;
      const outgoing = outgoingOf(
        actionId,
        found,
        { message: plainText(html), title },
        { communityId, author },
        app.adapters.departmentEmail,
      );
      const outcome = await app.supportRequestsRepository.act(
        {
          requestId: found.id,
          expectedVersion: body.version,
          actionId,
          staffEmail: request.viewer!.email,
          response,
          nextStatus: statusAfterAction(found.status, actionId),
          outgoing,
        },
        app.now(),
      );
      if (outcome === false) throw conflict(ACTION_ERRORS.stale);
      // Delivery never holds up the answer; failures stay in the outbox and are retried.
      void app.outbox.deliver(outcome).catch((error: unknown) => request.log.warn({ err: error }, 'outbox delivery'));
      const support_request = (await app.supportRequestsRepository.findForStaff(found.id))!;
      return { message: { message: SUPPORT_ACTION_SUCCESS[actionId], support_request } };
    },
  );
};

export default update;
