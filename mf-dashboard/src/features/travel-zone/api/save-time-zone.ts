import { apiFetch } from '@cedar/shared/api';
import { sessionStore } from '@cedar/shared/auth';
import { pathFor, type ProfilesEnvelope, type UserTimezone } from '@cedar/shared/contract';

/**
 * PUT /user/{email} with the new time zone only (§7; the server checks the IANA id and keeps
 * its own update date), then the session's record takes the saved profile, so every date on
 * the page and the prompt itself follow at once.
 */
export async function saveTimeZone(email: string, timezone: UserTimezone): Promise<void> {
  const envelope = await apiFetch<ProfilesEnvelope>(pathFor('updateUser', { email }), {
    method: 'PUT',
    body: { user_timezone: timezone },
  });
  const saved = envelope.message.users[0];
  if (!saved) throw new Error('The saved profile was not returned.');
  sessionStore.setState((state) => (state.user ? { user: { ...state.user, ...saved } } : {}));
}
