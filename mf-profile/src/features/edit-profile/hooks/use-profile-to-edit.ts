import useSWR from 'swr';
import type { ApiError } from '@cedar/shared/api';
import { useSession } from '@cedar/shared/auth';
import type { StartupUser } from '@cedar/shared/contract';
import { getOwnProfile, ownProfileKey } from '../../../api/profile-reads';

/**
 * The signed-in user's own record, fresh from the API: the form starts from what is stored now,
 * not from the record read at sign-in (another tab may have changed it since).
 */
export function useProfileToEdit() {
  const email = useSession((state) => state.email ?? state.user?.email ?? null);
  const query = useSWR<StartupUser | null, ApiError, ReturnType<typeof ownProfileKey> | null>(
    email ? ownProfileKey(email) : null,
    ([, address]) => getOwnProfile(address),
    { revalidateOnFocus: false, revalidateIfStale: true, revalidateOnMount: true },
  );
  return { email, ...query };
}
