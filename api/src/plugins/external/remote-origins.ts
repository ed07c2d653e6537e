import { readFile, stat } from 'node:fs/promises';

// What a CSP host-source may hold: URL parsing lets ';', ',' or quotes through in a host
// name, and any of them would break or widen the header.
const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/;

/**
 * The http(s) origins of the absolute manifest URLs in a remote registry, each once, in
 * order. Relative entries live on the portal's own origin ('self'); anything that is not a
 * string or not an http(s) URL is ignored, so a bad entry can never widen the policy.
 */
export function manifestOrigins(registry: unknown): string[] {
  if (!registry || typeof registry !== 'object' || Array.isArray(registry)) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(registry)) {
    if (typeof entry !== 'string' || !URL.canParse(entry)) continue;
    const url = new URL(entry);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && SAFE_ORIGIN.test(url.origin))
      origins.add(url.origin);
  }
  return [...origins];
}

/** The origins of the remotes listed in REMOTES_FILE, kept up to date with the file. */
export interface RemoteOrigins {
  /** The origins as last read; synchronous, for the Content-Security-Policy. */
  current(): readonly string[];
  /** Reads the file again when it changed since the last read (its size or modification time). */
  refresh(): Promise<void>;
}

/**
 * Watches the registry by its size and modification time, so a request costs one stat and the
 * file is parsed only after it changed. An unreadable or invalid file lists no origin: remotes
 * on other origins then fail to load (fallback card), the portal's own keep working.
 */
export function remoteOriginsOf(remotesFile: string): RemoteOrigins {
  let origins: readonly string[] = [];
  let version = '';
  let inFlight: Promise<void> | null = null;

  const read = async (): Promise<void> => {
    const info = await stat(remotesFile).catch(() => null);
    const next = info ? `${info.size}:${info.mtimeMs}` : 'missing';
    if (next === version) return;
    try {
      origins = info ? manifestOrigins(JSON.parse(await readFile(remotesFile, 'utf8'))) : [];
    } catch {
      origins = [];
    }
    version = next;
  };

  return {
    current: () => origins,
    refresh() {
      // Concurrent requests share one look at the file.
      inFlight ??= read().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
