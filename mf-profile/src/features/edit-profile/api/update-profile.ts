import { mutate } from 'swr';
import { apiFetch } from '@cedar/shared/api';
import { sessionStore } from '@cedar/shared/auth';
import { pathFor, type ProfilesEnvelope, type ProfileUpdate, type UserProfile } from '@cedar/shared/contract';
import { ownProfileKey, profileKey } from '../../../api/profile-reads';

/** PUT /user/{email} with the changed fields (§7); answers the saved profile. */
export async function updateProfile(email: string, changes: ProfileUpdate): Promise<UserProfile> {
  const envelope = await apiFetch<ProfilesEnvelope>(pathFor('updateUser', { email }), {
    method: 'PUT',
    body: changes,
  });
  const saved = envelope.message.users[0];
  if (!saved) throw new Error('The saved profile was not returned.');
  return saved;
}

/**
 * Shows a saved profile everywhere without a reload: the session's record (the header's avatar
 * and name) and the cached profile pages.
 */
export async function publishSavedProfile(email: string, saved: UserProfile): Promise<void> {
  sessionStore.setState((state) => (state.user ? { user: { ...state.user, ...saved } } : {}));
  await Promise.all([
    mutate(ownProfileKey(email), (current: unknown) => (current ? { ...(current as object), ...saved } : current), {
      revalidate: true,
    }),
    mutate(profileKey(email), saved, { revalidate: true }),
  ]);
}
