import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { repoRoot, startPortal } from './support/portal.ts';

/**
 * Starts the built portal once for the whole run, fresh: its own port, a new database
 * folder (seeded on first start) and a writable copy of the remote registry. Workers find
 * the registry through CEDAR_E2E_REMOTES_FILE. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://localhost:8181';
  const port = Number(new URL(baseURL).port);
  const portal = await startPortal({
    port,
    label: 'e2e',
    logFile: join(repoRoot, 'e2e', 'portal-e2e.log'),
  });
  process.env.CEDAR_E2E_URL = portal.url;
  process.env.CEDAR_E2E_REMOTES_FILE = portal.remotesFile;
  process.env.CEDAR_E2E_WORK_DIR = portal.workDir;
  return async () => {
    await portal.stop();
  };
}
