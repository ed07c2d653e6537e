import { appendFileSync, cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './portal.ts';

interface Manifest {
  metaData: { remoteEntry: { name: string }; buildInfo: { buildVersion: string } };
}

export interface RemoteVersion {
  /** URL path the version is published at, ending in '/'. */
  basePath: string;
  manifestPath: string;
  dir: string;
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
  const workDir = process.env.CEDAR_E2E_WORK_DIR;
  if (!workDir) throw new Error('CEDAR_E2E_WORK_DIR is not set: run the suite through playwright.config.ts');
  const source = join(repoRoot, `mf-${name}`, 'dist');
  if (!existsSync(join(source, 'mf-manifest.json'))) throw new Error(`mf-${name} is not built: run npm run build`);
  const dir = join(workDir, 'cdn', name, version);
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
  const basePath = `/cdn/${name}/${version}/`;
  return { basePath, manifestPath: `${basePath}mf-manifest.json`, dir };
}

/**
 * Serves a published version to the page at its URL under the portal's origin, as a CDN path
 * in front of the portal would (the portal server itself serves only mf-<name>/dist).
 */
export async function serveRemoteVersion(page: Page, version: RemoteVersion): Promise<void> {
  await page.route(`**${version.basePath}**`, async (route) => {
    const relative = new URL(route.request().url()).pathname.slice(version.basePath.length);
    const file = join(version.dir, relative);
    if (relative.includes('..') || !existsSync(file)) return route.fulfill({ status: 404, body: 'Not found' });
    return route.fulfill({ path: file, headers: { 'cache-control': 'no-cache' } });
  });
}

/** Paths of the scripts the page loaded from the host build (not from any remote). */
export async function hostScriptPaths(page: Page): Promise<string[]> {
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
  return [...new Set(paths.filter((path) => !path.startsWith('/remotes/') && !path.startsWith('/cdn/')))].sort();
}
