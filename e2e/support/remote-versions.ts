import { appendFileSync, cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './portal.ts';
import type { StaticServer } from './static-server.ts';

interface Manifest {
  metaData: { remoteEntry: { name: string }; buildInfo: { buildVersion: string } };
}

export interface RemoteVersion {
  /** Path of the version under the CDN folder, e.g. `dashboard/2.0.0-e2e/`. */
  path: string;
  dir: string;
}

/** The folder published versions go to, served as a CDN by startStaticServer. */
export function cdnRoot(): string {
  const workDir = process.env.CEDAR_E2E_WORK_DIR;
  if (!workDir) throw new Error('CEDAR_E2E_WORK_DIR is not set: run the suite through playwright.config.ts');
  return join(workDir, 'cdn');
}

/**
 * Publishes a second version of a built remote, as a team would after changing it: a copy of
 * mf-<name>/dist whose manifest carries the new version, whose remote entry stamps it on the
 * page (`<html data-<name>-version>`), and, when `retitle` is given, whose texts say so.
 */
export function publishRemoteVersion(
  name: string,
  version: string,
  retitle?: { from: string; to: string },
): RemoteVersion {
  const source = join(repoRoot, `mf-${name}`, 'dist');
  if (!existsSync(join(source, 'mf-manifest.json'))) throw new Error(`mf-${name} is not built: run npm run build`);
  const dir = join(cdnRoot(), name, version);
  cpSync(source, dir, { recursive: true });

  const manifestFile = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  appendFileSync(
    join(dir, manifest.metaData.remoteEntry.name),
    `\n;document.documentElement.setAttribute(${JSON.stringify(`data-${name}-version`)}, ${JSON.stringify(version)});\n`,
  );
  if (retitle) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const path = join(dir, file);
      const text = readFileSync(path, 'utf8');
      const changed = text.replaceAll(JSON.stringify(retitle.from), JSON.stringify(retitle.to));
      if (changed !== text) writeFileSync(path, changed);
    }
  }
  return { path: `${name}/${version}/`, dir };
}

/** The manifest URL of a published version on the CDN server. */
export function manifestUrl(cdn: StaticServer, version: RemoteVersion): string {
  return `${cdn.origin}/${version.path}mf-manifest.json`;
}

/** Paths of the scripts the page loaded from the host build: the portal's origin, outside /remotes/. */
export async function hostScriptPaths(page: Page): Promise<string[]> {
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
  return [...new Set(paths.filter((path) => !path.startsWith('/remotes/')))].sort();
}
