export { TEST_API_BASE, apiHandler, server } from './server.ts';
export {
  TEST_API_KEY,
  TEST_SESSION,
  renderWithPortal,
  type RenderWithPortalOptions,
  type RenderWithPortalResult,
} from './render.tsx';
export { expectRemoteBindings } from './remote-bindings.ts';
export { findDialog } from './find-dialog.ts';
