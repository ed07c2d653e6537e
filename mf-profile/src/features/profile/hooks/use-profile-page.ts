import { useState } from 'react';
import { useDisplayTimeZone, useSession } from '@cedar/shared/auth';
import type { UserProfile } from '@cedar/shared/contract';
import { useOwnProfile } from '../api/get-own-profile';
import { useProfile } from '../api/get-profile';
import type { ProfileViewer } from '../components/ProfileView/ProfileView';
import { isOwnProfile } from '../lib/profile-header';

/** What the profile page shows: loading, the error view or a profile seen by a viewer. */
export type ProfilePageState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; profile: UserProfile; viewer: ProfileViewer; now: Date };

/**
 * The profile page's data (§2.5, §4.6): the signed-in user's own record for their own profile,
 * else the profile the route names, fetched by its identifier.
 */
export function useProfilePage(identifier: string): ProfilePageState {
  const email = useSession((state) => state.email);
  const sessionUser = useSession((state) => state.user);
  const hasAdminAccess = useSession((state) => state.hasAdminAccess);
  const timeZone = useDisplayTimeZone();
  // Taken once per visit: the offset only moves at daylight-saving changes.
  const [now] = useState(() => new Date());

  const own = isOwnProfile(identifier, { email: email ?? sessionUser?.email, username: sessionUser?.username });
  const ownQuery = useOwnProfile(own ? sessionUser : null, own ? (email ?? sessionUser?.email ?? null) : null);
  const otherQuery = useProfile(own ? null : identifier);

  // The own record stays on screen even if its background refresh fails.
  const profile = own ? (ownQuery.data ?? sessionUser) : otherQuery.data;
  if (!profile) {
    if (!own && otherQuery.error) return { kind: 'error' };
    return { kind: 'loading' };
  }

  const viewer: ProfileViewer = {
    isOwnProfile: own,
    hasAdminAccess,
    roleIds: (sessionUser?.mk_user_courses ?? []).filter((m) => m.active).map((m) => m.user_role_id),
    timeZone,
  };
  return { kind: 'loaded', profile, viewer, now };
}
