import useSWR from 'swr';
import type { ApiError } from '@cedar/shared/api';
import type { StartupUser } from '@cedar/shared/contract';
import { getOwnProfile, ownProfileKey } from '../../../api/profile-reads';

export { getOwnProfile, ownProfileKey };

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
