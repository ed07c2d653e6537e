import { type SupportRequestTypeId, parseSupportDescription } from './support-requests.ts';

/** The staff actions of admin-console §3, by id. */
export const SUPPORT_ACTION = {
  respond: 1,
  inscribe: 2,
  department: 3,
  comment: 4,
  close: 5,
  reopen: 6,
} as const;
export type SupportActionId = (typeof SUPPORT_ACTION)[keyof typeof SUPPORT_ACTION];

/** Action names and descriptions (GET /getSupportRequestActions). */
export const SUPPORT_ACTIONS: readonly { id: SupportActionId; action: string; action_description: string }[] = [
  { id: 1, action: 'Respond to Learner', action_description: 'Send a response to the learner' },
  { id: 2, action: 'Send to Inscribe', action_description: 'Post the question to the Inscribe community' },
  { id: 3, action: 'Send to Department', action_description: 'Forward the request to a department' },
  { id: 4, action: 'Internal Comment', action_description: 'Save a comment to the history only' },
  { id: 5, action: 'Close Request', action_description: 'Close the request' },
  { id: 6, action: 'Reopen Request', action_description: 'Reopen a closed request' },
];

export function isSupportActionId(id: number): id is SupportActionId {
  return Number.isInteger(id) && id >= 1 && id <= 6;
}

/** Request types whose questions are not posted to Inscribe (§4): personal, grades, other. */
const NO_INSCRIBE: readonly number[] = [4, 5, 6];

/**
 * The actions offered on a request (§4 with DECISIONS): Close for every request not closed,
 * Reopen only for a closed one; a closed request takes only Reopen and an internal comment;
 * Inscribe is unavailable for types 4, 5 and 6.
 */
export function availableSupportActions(request: { status: string; request_type_id: number }): SupportActionId[] {
  if (request.status === 'closed') return [SUPPORT_ACTION.comment, SUPPORT_ACTION.reopen];
  return ([1, 2, 3, 4, 5] as SupportActionId[]).filter(
    (id) => id !== SUPPORT_ACTION.inscribe || !NO_INSCRIBE.includes(request.request_type_id),
  );
}

/** The status a request takes after an action; a comment or a department forward keeps it. */
export function statusAfterAction(status: string, actionId: SupportActionId): string {
  switch (actionId) {
    case SUPPORT_ACTION.respond:
      return 'responded';
    case SUPPORT_ACTION.inscribe:
      return 'sent_to_inscribe';
    case SUPPORT_ACTION.close:
      return 'closed';
    case SUPPORT_ACTION.reopen:
      return 'reopened';
    default:
      return status;
  }
}

/** Does the action need a message (§5: 'You must provide an action body')? Close and reopen do not. */
export function actionNeedsBody(actionId: SupportActionId): boolean {
  return actionId !== SUPPORT_ACTION.close && actionId !== SUPPORT_ACTION.reopen;
}

/** §8's success text of each action (with DECISIONS' spelling fix for 4). */
export const SUPPORT_ACTION_SUCCESS: Record<SupportActionId, string> = {
  1: 'Your response has been sent to learner',
  2: 'The message has been sent to inscribe',
  3: 'The message has been posted',
  4: 'Your changes have been saved',
  5: 'The request has been closed',
  6: 'The request has been reopened',
};

/** §5: Save for a comment, Close for close, Send otherwise (Reopen names itself). */
export function supportActionButtonLabel(actionId: SupportActionId): string {
  if (actionId === SUPPORT_ACTION.comment) return 'Save';
  if (actionId === SUPPORT_ACTION.close) return 'Close';
  if (actionId === SUPPORT_ACTION.reopen) return 'Reopen';
  return 'Send';
}

/** The text of an HTML answer, for previews, search and pre-filled Inscribe posts. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The answers of a request in its type's order (unreadable descriptions give the whole text as one answer). */
export function supportAnswers(description: string): [key: string, html: string][] {
  const parsed = parseSupportDescription(description);
  return parsed ? Object.entries(parsed) : [['other', description]];
}

/** Inscribe's pre-filled title and body (§5): the first answer's first line, and all answers. */
export function inscribeDraft(
  typeId: SupportRequestTypeId | number,
  description: string,
  questions: Readonly<Record<string, string>>,
): { title: string; body: string } {
  const answers = supportAnswers(description);
  const first = plainText(answers[0]?.[1] ?? '').split('\n')[0] ?? '';
  const body = answers.map(([key, html]) => `${questions[key] ?? key}\n${plainText(html)}`).join('\n\n');
  return { title: first.slice(0, 120) || `Request type ${typeId}`, body };
}
