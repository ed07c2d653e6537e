import { useApi } from '@cedar/shared/api';
import { pathFor, type RemoteHealthEnvelope } from '@cedar/shared/contract';

/** Each remote's version and real-user figures (GET /v1/acp/remote-health; Program Managers). */
export function useRemoteHealth() {
  return useApi<RemoteHealthEnvelope>(pathFor('remoteHealth'));
}
