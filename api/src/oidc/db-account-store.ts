import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import type { Database } from '../db/index.ts';
import { userCourses, userCredentials, users } from '../db/schema/index.ts';
import type { AccountRecord, AccountStore } from './accounts.ts';

/** The embedded provider's accounts: users, their password hashes and their memberships. */
export function createDbAccountStore(db: Database): AccountStore {
  // Unknown e-mails cost one hash too, so response times do not tell which accounts exist.
  let decoy: Promise<string> | null = null;

  return {
    async verifyCredentials(email, password) {
      const key = email.trim().toLowerCase();
      const [row] = await db
        .select({ email: userCredentials.user_email, hash: userCredentials.password_hash })
        .from(userCredentials)
        .where(eq(userCredentials.user_email, key))
        .limit(1);
      if (!row) {
        decoy ??= hashPassword('not a password of anyone');
        await verifyPassword(password, await decoy);
        return null;
      }
      return (await verifyPassword(password, row.hash)) ? row.email : null;
    },

    async findAccount(email): Promise<AccountRecord | null> {
      const key = email.trim().toLowerCase();
      const [user] = await db
        .select({ email: users.email, first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(eq(users.email, key))
        .limit(1);
      if (!user) return null;
      const memberships = await db
        .select({
          cohort_id: userCourses.cohort_id,
          user_role_id: userCourses.user_role_id,
          active: userCourses.active,
        })
        .from(userCourses)
        .where(eq(userCourses.user_email, key));
      return { ...user, memberships };
    },
  };
}
