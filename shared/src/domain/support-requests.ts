/** Support request type ids (§3). */
export const SUPPORT_REQUEST_TYPE = {
  assessment: 1,
  activity: 2,
  lesson: 3,
  personal: 4,
  grades: 5,
  other: 6,
} as const;

/** A support request type id. */
export type SupportRequestTypeId = (typeof SUPPORT_REQUEST_TYPE)[keyof typeof SUPPORT_REQUEST_TYPE];

/** The question keys of each request type, in the form's order (§3). */
export const SUPPORT_QUESTION_KEYS: Record<SupportRequestTypeId, readonly string[]> = {
  1: ['challenge', 'solution', 'link'],
  2: ['challenge', 'solution', 'link'],
  3: ['struggling', 'additional'],
  4: ['personal'],
  5: ['grades'],
  6: ['other'],
};

/** The answers Submit needs for each type (§5); link and additional are optional. */
export const SUPPORT_REQUIRED_KEYS: Record<SupportRequestTypeId, readonly string[]> = {
  1: ['challenge', 'solution'],
  2: ['challenge', 'solution'],
  3: ['struggling'],
  4: ['personal'],
  5: ['grades'],
  6: ['other'],
};

/** Statuses of a support request (admin-console §3). */
export const SUPPORT_REQUEST_STATUSES = [
  'awaiting_review',
  'reopened',
  'responded',
  'sent_to_inscribe',
  'closed',
] as const;
/** A support request status. */
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

export function isSupportRequestTypeId(id: number): id is SupportRequestTypeId {
  return Number.isInteger(id) && id >= 1 && id <= 6;
}

/** An empty rich-text value (no text, only tags, breaks and spaces) counts as empty (§5). */
export function isEmptyAnswer(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const text = value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text === '' && !/<img\b/i.test(value);
}

/** Required answers of the type that are missing or empty. */
export function missingSupportAnswers(
  typeId: SupportRequestTypeId,
  answers: Readonly<Record<string, string | null | undefined>>,
): string[] {
  return SUPPORT_REQUIRED_KEYS[typeId].filter((key) => isEmptyAnswer(answers[key]));
}

/** Submit is enabled only when every required answer of the type is filled (§5). */
export function canSubmitSupportRequest(
  typeId: SupportRequestTypeId,
  answers: Readonly<Record<string, string | null | undefined>>,
): boolean {
  return missingSupportAnswers(typeId, answers).length === 0;
}

/**
 * The description sent (§5): the type's non-empty answers as name=value pairs joined with
 * `&`, every encoded ampersand (`&amp;`) replaced by a plain one.
 */
export function encodeSupportDescription(
  typeId: SupportRequestTypeId,
  answers: Readonly<Record<string, string | null | undefined>>,
): string {
  return SUPPORT_QUESTION_KEYS[typeId]
    .filter((key) => !isEmptyAnswer(answers[key]))
    .map((key) => `${key}=${answers[key]}`)
    .join('&')
    .replace(/&amp;/g, '&');
}

const ALL_KEYS = [...new Set(Object.values(SUPPORT_QUESTION_KEYS).flat())];
// Answers are HTML and may hold '&' and '=': split only where a known key starts a pair.
const PAIR_START = new RegExp(`&(?=(?:${ALL_KEYS.join('|')})=)`);

/**
 * The answers of an encoded description, by key. Text before the first known key, and keys
 * that are not questions, make it unreadable: null.
 */
export function parseSupportDescription(description: string): Record<string, string> | null {
  const answers: Record<string, string> = {};
  for (const pair of description.split(PAIR_START)) {
    const at = pair.indexOf('=');
    const key = at > 0 ? pair.slice(0, at) : '';
    if (!ALL_KEYS.includes(key) || key in answers) return null;
    answers[key] = pair.slice(at + 1);
  }
  return answers;
}
