import { Toaster } from '@fluentui/react-components';
import { LIMITS } from '../../domain/index.ts';

/** Id of the one toaster the portal renders; remotes share it through the singleton @cedar/shared. */
export const CEDAR_TOASTER_ID = 'cedar-toaster';

/** The toast host: rendered once by PortalProviders. */
export function CedarToaster() {
  return (
    <Toaster toasterId={CEDAR_TOASTER_ID} position="top-end" timeout={LIMITS.toastTimeoutMs} pauseOnHover limit={5} />
  );
}
