import { apiFetch } from '@cedar/shared/api';
import { type ProfileUpdate, type ProfilesEnvelope, pathFor } from '@cedar/shared/contract';

/** Saves one onboarding screen's fields with PUT /user/{email} (§4.4, §7). */
export function saveOnboardingStep(email: string, update: ProfileUpdate): Promise<ProfilesEnvelope> {
  return apiFetch<ProfilesEnvelope>(pathFor('updateUser', { email }), { method: 'PUT', body: update });
}
