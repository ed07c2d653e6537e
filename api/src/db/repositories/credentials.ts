import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../domain/passwords.ts';
import type { Database } from '../client.ts';
import { userCredentials, users } from '../schema/index.ts';
import { normaliseEmail, toUserRecord, type UserRecord } from './records.ts';

/** Sets (or replaces) a user's password. */
export async function setPassword(
  db: Database,
  email: string,
  password: string,
  now: Date = new Date(),
): Promise<void> {
  const password_hash = await hashPassword(password);
  await db
    .insert(userCredentials)
    .values({ user_email: normaliseEmail(email), password_hash, updated_at: now })
    .onConflictDoUpdate({ target: userCredentials.user_email, set: { password_hash, updated_at: now } });
}

// Checked against when the e-mail is unknown, so a wrong e-mail costs as much as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The user when `password` is theirs, else null (unknown e-mail, no password set, or wrong password). */
export async function verifyLogin(db: Database, email: string, password: string): Promise<UserRecord | null> {
  const [row] = await db
    .select({ user: users, password_hash: userCredentials.password_hash })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.user_email, users.email))
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  if (!row) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, row.password_hash)) ? toUserRecord(row.user) : null;
}
