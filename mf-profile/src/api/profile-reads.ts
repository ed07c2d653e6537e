import { apiFetch } from '@cedar/shared/api';
import { pathFor, type StartupEnvelope, type StartupUser } from '@cedar/shared/contract';

/*
 * The profile reads and their SWR keys, shared by the profile page and the edit pages: saving a
 * profile revalidates exactly what the profile page shows.
 */

/** SWR key of the signed-in user's own profile; revalidate it after saving the profile. */
export function ownProfileKey(email: string) {
  return ['own-profile', email] as const;
}

/** SWR key of another person's profile; revalidate it after changing that profile. */
export function profileKey(identifier: string) {
  return ['profile', identifier] as const;
}

/** Fetches the signed-in user's own record: the startup lookup's last entry (§7). */
export async function getOwnProfile(email: string): Promise<StartupUser | null> {
  const envelope = await apiFetch<StartupEnvelope>(pathFor('startupUser'), {
    query: { username: email, expand: 'courses,cohorts,programs' },
  });
  return envelope?.message?.users?.at(-1) ?? null;
}
