import { apiFetch } from '@cedar/shared/api';
import { type CanvasSyncEnvelope, type HandshakeUploadEnvelope, pathFor } from '@cedar/shared/contract';

/** POST /file: the Handshake upload form of admin-console §3 (file, destination, srcType, fileName, email). */
export async function uploadHandshake(file: File, email: string) {
  const form = new FormData();
  form.append('destination', 's3');
  form.append('srcType', 'csv');
  form.append('fileName', file.name);
  form.append('email', email);
  form.append('file', file, file.name);
  return (await apiFetch<HandshakeUploadEnvelope>(pathFor('handshakeUpload'), { method: 'POST', body: form })).message;
}

/** POST /syncCanvasCourses: the LMS's courses into the courses table. */
export async function syncCanvasCourses() {
  return (await apiFetch<CanvasSyncEnvelope>(pathFor('canvasSync'), { method: 'POST' })).message;
}
