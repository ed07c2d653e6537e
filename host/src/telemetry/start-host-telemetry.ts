import { lastApiRequestId } from '@cedar/shared/api';
import { loadPortalConfig, sessionStore } from '@cedar/shared/auth';
import { loadTagManager, startTelemetry } from '@cedar/shared/telemetry';

/**
 * The host's telemetry: speed and error reports for every page of both shells, and the tag
 * manager when the server configures one (TAG_MANAGER_ID, via /portal-config.json). A failure
 * here never reaches the user.
 */
export function startHostTelemetry(): void {
  startTelemetry({
    apiBase: '/api',
    hostVersion: process.env.CEDAR_BUILD_VERSION ?? 'unknown',
    getAccessToken: () => sessionStore.getState().accessToken,
    getRequestId: lastApiRequestId,
  });
  loadPortalConfig().then(
    (config) => loadTagManager(config.tagManager),
    () => undefined,
  );
}
