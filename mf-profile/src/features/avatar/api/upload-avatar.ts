import { apiFetch } from '@cedar/shared/api';
import { sessionStore } from '@cedar/shared/auth';
import { type ProfilesEnvelope, type UploadEnvelope, pathFor } from '@cedar/shared/contract';
import { avatarFileName } from '../lib/crop';

/**
 * Uploads a cropped picture (§7: multipart, srcType=profileimage) and saves the answered address
 * as the user's `user_image_url` (PUT /user). Answers the address.
 */
export async function uploadAvatar(email: string, picture: Blob): Promise<string> {
  const form = new FormData();
  form.set('srcType', 'profileimage');
  form.set('destination', 's3');
  form.set('acl', 'public-read');
  form.set('email', email);
  form.set('fileContentType', 'image/jpeg');
  form.set('file', picture, avatarFileName());
  const answer = await apiFetch<UploadEnvelope>(pathFor('uploadFile'), { method: 'POST', body: form });
  const url = answer.message.response.s3FileUri;
  await saveAvatarUrl(email, url);
  return url;
}

/**
 * Saves (or, with null, removes) the user's picture address. The header reads the session's
 * record, so the owner's new picture goes there too: it shows at once, without a reload.
 */
export async function saveAvatarUrl(email: string, url: string | null): Promise<ProfilesEnvelope> {
  const envelope = await apiFetch<ProfilesEnvelope>(pathFor('updateUser', { email }), {
    method: 'PUT',
    body: { user_image_url: url },
  });
  const picture = envelope.message.users[0]?.user_image_url ?? url;
  sessionStore.setState((state) =>
    state.user?.email === email ? { user: { ...state.user, user_image_url: picture } } : {},
  );
  return envelope;
}
