import { apiFetch } from '@cedar/shared/api';
import { type NewSupportRequest, type SupportRequestEnvelope, pathFor } from '@cedar/shared/contract';

/** POST /v1/supportrequests (§7): the answer is not read, any completion is success. */
export async function createSupportRequest(request: NewSupportRequest): Promise<void> {
  await apiFetch<SupportRequestEnvelope>(pathFor('createSupportRequest'), { method: 'POST', body: request });
}
