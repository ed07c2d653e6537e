import useSWR from 'swr';
import { ApiError, apiFetch } from '@cedar/shared/api';
import { type ProfilesEnvelope, type UserProfile, pathFor } from '@cedar/shared/contract';

import { profileKey } from '../../../api/profile-reads';

export { profileKey };

/**
 * Fetches a profile as the caller may see it: GET /v1/users/by/:identifier (e-mail, username or
 * id) -> message.users[0]. The API answers 404 for an unknown person and for one the caller may
 * not see; an empty list is treated the same way.
 */
export async function getProfile(identifier: string): Promise<UserProfile> {
  const envelope = await apiFetch<ProfilesEnvelope>(pathFor('userByIdentifier', { identifier }));
  const profile = envelope?.message?.users?.[0];
  if (!profile) throw new ApiError(404, `No user ${identifier}`, envelope);
  return profile;
}

/** Another person's profile, refetched whenever the identifier changes; null fetches nothing. */
export function useProfile(identifier: string | null) {
  return useSWR<UserProfile, ApiError, ReturnType<typeof profileKey> | null>(
    identifier ? profileKey(identifier) : null,
    ([, id]) => getProfile(id),
  );
}
