import type { Database } from '../client.ts';
import { listFavorites } from './favorites.ts';
import { listMembershipsByEmail, programsOf } from './memberships.ts';
import type { StartupRecord } from './records.ts';
import { findUserByEmail } from './users.ts';

/**
 * The start-up lookup (GET /v1/users/startup?expand=courses,cohorts,programs): the user with
 * every mk_user_courses entry (course and cohort expanded), their programs and favourites.
 * Null when there is no such user.
 */
export async function getStartupRecord(db: Database, email: string): Promise<StartupRecord | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const [mk_user_courses, user_favorite_profiles] = await Promise.all([
    listMembershipsByEmail(db, user.email),
    listFavorites(db, user.email),
  ]);
  return { ...user, mk_user_courses, programs: await programsOf(db, mk_user_courses), user_favorite_profiles };
}
