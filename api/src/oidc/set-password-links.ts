import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { setPasswordLinks } from '../db/schema/index.ts';
import { OIDC_MOUNT_PATH, trimSlash } from './constants.ts';
import { setPassword } from '../db/repositories/credentials.ts';

/** How long a set-password link works: long enough for a weekend, short enough to go stale. */
export const SET_PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;
export const SET_PASSWORD_PATH = `${OIDC_MOUNT_PATH}/set-password`;

/** The same bounds as the sign-in form (interactions.ts takes up to 1024 characters). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

export const SET_PASSWORD_TEXTS = {
  title: 'Set your password',
  intro: (email: string) => `Choose the password you will sign in with as ${email}.`,
  password: 'New password',
  confirm: 'Repeat the password',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  submit: 'Set password',
  tooShort: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  mismatch: 'The two passwords are not the same.',
  invalidLink: 'This link has expired or has already been used. Ask your program manager for a new one.',
  doneTitle: 'Your password is set',
  doneBody: 'You can now sign in with your e-mail and the new password.',
  signIn: 'Go to sign in',
} as const;

/** The problem with a chosen password, or null when it may be set. */
export function passwordProblem(password: string, confirm: string): string | null {
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return SET_PASSWORD_TEXTS.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return SET_PASSWORD_TEXTS.tooLong;
  if (password !== confirm) return SET_PASSWORD_TEXTS.mismatch;
  return null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link's address: the provider's own page, on the portal's public origin. */
export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${trimSlash(publicUrl)}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/** Makes a new link for the user (inside the caller's transaction); answers the raw token. */
export async function createSetPasswordLink(db: Database, email: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(setPasswordLinks).values({
    token_hash: hashToken(token),
    user_email: email,
    expires_at: new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS),
    created_at: now,
  });
  return token;
}

/** The e-mail of an unused, unexpired link; null otherwise. */
export async function setPasswordLinkEmail(db: Database, token: string, now: Date): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ email: setPasswordLinks.user_email })
    .from(setPasswordLinks)
    .where(
      and(
        eq(setPasswordLinks.token_hash, hashToken(token)),
        isNull(setPasswordLinks.used_at),
        gt(setPasswordLinks.expires_at, now),
      ),
    );
  return row?.email ?? null;
}

/**
 * Uses the link once: marks it used and sets the password in one transaction, so two
 * submissions of the same link cannot both succeed. Answers the e-mail, or null for a bad link.
 */
export async function useSetPasswordLink(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(setPasswordLinks)
      .set({ used_at: now })
      .where(
        and(
          eq(setPasswordLinks.token_hash, hashToken(token)),
          isNull(setPasswordLinks.used_at),
          gt(setPasswordLinks.expires_at, now),
        ),
      )
      .returning({ email: setPasswordLinks.user_email });
    if (!row) return null;
    await setPassword(tx, row.email, password, now);
    return row.email;
  });
}

/** The invitation e-mail of a new member (plain text: the link is the whole point). */
export function invitationMail(input: { email: string; cohortName: string; link: string; productName: string }) {
  return {
    channel: 'mail' as const,
    recipient: input.email,
    subject: `Welcome to ${input.productName}: set your password`,
    body: [
      `You have been added to ${input.cohortName} on ${input.productName}.`,
      '',
      'Set your password with this link (it works once and expires in 72 hours):',
      input.link,
      '',
      'Then sign in with your e-mail address and the new password.',
    ].join('\n'),
  };
}
