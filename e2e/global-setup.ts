import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { repoRoot, startPortal } from './support/portal.ts';
import { startProtocolStubs } from './support/protocol-stubs.ts';
import { startStaticServer } from './support/static-server.ts';
import { TAG_MANAGER_ID } from './support/tag-manager.ts';

/**
 * Starts the built portal once for the whole run, fresh: its own port, a new database
 * folder (seeded on first start) and a writable copy of the remote registry. Workers find
 * the registry through CEDAR_E2E_REMOTES_FILE. A tag manager is configured as in production,
 * its script (a stand-in) served from another local origin, CEDAR_E2E_TAG_MANAGER_ORIGIN.
 * The LMS and the CRM are local servers speaking Canvas's and HubSpot's APIs
 * (CEDAR_E2E_CANVAS_URL, CEDAR_E2E_HUBSPOT_URL), so the Additional Tools run their real adapters.
 * Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://localhost:8181';
  const port = Number(new URL(baseURL).port);
  const tagManager = await startStaticServer(join(repoRoot, 'e2e', 'support', 'tag-manager'));
  const stubs = await startProtocolStubs();
  const portal = await startPortal({
    port,
    label: 'e2e',
    logFile: join(repoRoot, 'e2e', 'portal-e2e.log'),
    env: { TAG_MANAGER_ID, TAG_MANAGER_ORIGIN: tagManager.origin, ...stubs.env },
  });
  process.env.CEDAR_E2E_URL = portal.url;
  process.env.CEDAR_E2E_REMOTES_FILE = portal.remotesFile;
  process.env.CEDAR_E2E_WORK_DIR = portal.workDir;
  process.env.CEDAR_E2E_TAG_MANAGER_ORIGIN = tagManager.origin;
  process.env.CEDAR_E2E_CANVAS_URL = stubs.canvas.url;
  process.env.CEDAR_E2E_HUBSPOT_URL = stubs.hubspot.url;
  return async () => {
    await portal.stop();
    await tagManager.close();
    await stubs.close();
  };
}
