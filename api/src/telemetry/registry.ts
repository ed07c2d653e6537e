import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A remote as the registry lists it: its reported name, manifest URL and served version. */
export interface RegisteredRemote {
  /** The name reports carry: `mf-` + the registry's key (mf-dashboard). */
  name: string;
  url: string;
  /** The manifest's build version; null when the manifest cannot be read. */
  version: string | null;
}

export interface RegistryOptions {
  /** REMOTES_FILE: remote key -> manifest URL (relative to the portal, or absolute). */
  remotesFile: string;
  /** Remote key -> its dist folder, for manifests the portal serves itself (/remotes/<key>/...). */
  remoteRoots: Record<string, string>;
  /** How long an answer is reused (default 60 s): the page may be reloaded often, manifests change at deploys. */
  cacheMs?: number;
  /** How long a remote manifest may take (default 2 s). */
  timeoutMs?: number;
}

const VERSION = /^[A-Za-z0-9._+-]{1,40}$/;

/** The version a Module Federation manifest declares (metaData.buildInfo.buildVersion), if valid. */
export function manifestVersion(manifest: unknown): string | null {
  const info = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData?.buildInfo;
  const version = info?.buildVersion;
  return typeof version === 'string' && VERSION.test(version) ? version : null;
}

async function readManifest(url: string, key: string, options: RegistryOptions): Promise<unknown> {
  const local = `/remotes/${key}/`;
  if (url.startsWith(local)) {
    const root = options.remoteRoots[key];
    if (!root) return null;
    const file = path.resolve(root, url.slice(local.length).split('?')[0] ?? '');
    if (!file.startsWith(path.resolve(root) + path.sep)) return null;
    return JSON.parse(await readFile(file, 'utf8'));
  }
  if (!/^https?:\/\//.test(url)) return null;
  const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 2000) });
  return response.ok ? response.json() : null;
}

/**
 * The remotes registry with each remote's served version, read from its manifest (what the
 * host loads). A registry or manifest that cannot be read gives fewer remotes or a null
 * version, never an error: the page then shows what the reports say.
 */
export function remoteRegistry(options: RegistryOptions): () => Promise<RegisteredRemote[]> {
  let cached: { at: number; remotes: Promise<RegisteredRemote[]> } | null = null;
  const load = async (): Promise<RegisteredRemote[]> => {
    let registry: Record<string, unknown>;
    try {
      registry = JSON.parse(await readFile(options.remotesFile, 'utf8')) as Record<string, unknown>;
      if (!registry || typeof registry !== 'object' || Array.isArray(registry)) return [];
    } catch {
      return [];
    }
    const entries = Object.entries(registry).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return Promise.all(
      entries.map(async ([key, url]) => ({
        name: `mf-${key}`,
        url,
        version: manifestVersion(await readManifest(url, key, options).catch(() => null)),
      })),
    );
  };
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > (options.cacheMs ?? 60_000)) cached = { at: now, remotes: load() };
    return cached.remotes;
  };
}
