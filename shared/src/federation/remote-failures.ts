/** A remote (or one of its modules) failed to load; the error boundary shows the fallback card. */
export class RemoteLoadError extends Error {
  readonly remote: string;

  constructor(remote: string, cause: unknown) {
    super(`The remote "${remote}" could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.cause = cause;
  }
}

const failed = new Set<string>();

/** Records that a remote failed, so a retry knows to reset the federation runtime's cache for it. */
export function recordRemoteFailure(remote: string): void {
  failed.add(remote);
}

/** Did this remote fail since its last successful reset? */
export function hasRemoteFailed(remote: string): boolean {
  return failed.has(remote);
}

/** Forgets a remote's failure (after its runtime cache was reset). */
export function clearRemoteFailure(remote: string): void {
  failed.delete(remote);
}

/** The remote name of a federation request id ('media/WatchPage' -> 'media', a manifest URL -> its /remotes/<name>/). */
export function remoteNameOf(id: string): string {
  const fromUrl = /\/remotes\/([^/]+)\//.exec(id);
  if (fromUrl?.[1]) return fromUrl[1];
  return id.split('/')[0] ?? id;
}
