/** Names used to derive a display name. */
export interface NameFacts {
  preferred_name?: string | null;
  given_name?: string | null;
  first_name?: string | null;
}

/** Display name: preferred_name, then given_name, then first_name, else 'Unknown'. */
export function displayName(person: NameFacts): string {
  for (const candidate of [person.preferred_name, person.given_name, person.first_name]) {
    if (candidate && candidate.trim()) return candidate.trim();
  }
  return 'Unknown';
}

/** Initials for an avatar without an image: first letters of first and last name. */
export function initials(person: { first_name?: string | null; last_name?: string | null }): string {
  return `${person.first_name?.trim()[0] ?? ''}${person.last_name?.trim()[0] ?? ''}`.toUpperCase();
}

/** The default test-style account pattern: the local part starts with `test`, any case. */
export const DEFAULT_TEST_ACCOUNT_PATTERN = /^test/i;

/** Is this e-mail a test-style account? Such accounts are hidden from everyone but themselves. */
export function isTestStyleAccount(email: string, pattern: RegExp = DEFAULT_TEST_ACCOUNT_PATTERN): boolean {
  const localPart = email.split('@')[0] ?? '';
  return pattern.test(localPart);
}

/** May `viewerEmail` see the account `email`? */
export function isVisibleAccount(email: string, viewerEmail: string, pattern?: RegExp): boolean {
  return !isTestStyleAccount(email, pattern) || email.toLowerCase() === viewerEmail.toLowerCase();
}

/** 'Recently updated' means updated less than 2 weeks before `now`. */
export function isRecentlyUpdated(updated: string | Date | null | undefined, now: Date): boolean {
  if (!updated) return false;
  const time = new Date(updated).getTime();
  return Number.isFinite(time) && now.getTime() - time < 14 * 24 * 60 * 60 * 1000;
}

/** Presence: online only while seen in the last 5 minutes (DECISIONS.md). */
export const PRESENCE_WINDOW_MS = 5 * 60 * 1000;
export const HEARTBEAT_INTERVAL_MS = 60 * 1000;

export function isOnlineNow(
  person: { is_online?: boolean | null; user_last_seen?: string | null },
  now: Date,
): boolean {
  if (!person.is_online || !person.user_last_seen) return false;
  return now.getTime() - new Date(person.user_last_seen).getTime() < PRESENCE_WINDOW_MS;
}
