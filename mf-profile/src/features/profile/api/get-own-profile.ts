import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type StartupEnvelope, type StartupUser, pathFor } from '@cedar/shared/contract';

/** SWR key of the signed-in user's own profile; revalidate it after saving the profile. */
export function ownProfileKey(email: string) {
  return ['own-profile', email] as const;
}

/** Fetches the signed-in user's own record: the startup lookup's last entry (§7). */
export async function getOwnProfile(email: string): Promise<StartupUser | null> {
  const envelope = await apiFetch<StartupEnvelope>(pathFor('startupUser'), {
    query: { username: email, expand: 'courses,cohorts,programs' },
  });
  return envelope?.message?.users?.at(-1) ?? null;
}

/**
 * The signed-in user's own profile: the session's record at once, refreshed from the API in
 * the background so a change saved elsewhere shows. Null arguments fetch nothing.
 */
export function useOwnProfile(sessionUser: StartupUser | null, email: string | null) {
  return useSWR<StartupUser | null, ApiError, ReturnType<typeof ownProfileKey> | null>(
    sessionUser && email ? ownProfileKey(email) : null,
    ([, address]) => getOwnProfile(address),
    { fallbackData: sessionUser, revalidateOnMount: true },
  );
}
