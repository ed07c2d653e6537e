import type { SupportPresenceEntry, SupportPresenceState } from '@cedar/shared/contract';

/** A heartbeat older than this no longer counts: the staff member closed the tab or lost the network. */
export const PRESENCE_TTL_MS = 30_000;

/** One staff member's last heartbeat on a request. */
export interface Beat {
  name: string;
  state: SupportPresenceState;
  at: number;
}

/**
 * Who has which support request open (ADR 0037): staff send a heartbeat every 10 s while a
 * request is open and each entry expires 30 s after the last one.
 */
export interface PresenceStore {
  /** Records a heartbeat and answers the others still present on the request. */
  beat(
    requestId: number,
    email: string,
    name: string,
    state: SupportPresenceState,
    now: Date,
  ): Promise<SupportPresenceEntry[]>;
  /** The staff member closed the request. */
  leave(requestId: number, email: string): Promise<void>;
  /** Everyone on the request within the TTL except `email`. */
  others(requestId: number, email: string, now: Date): Promise<SupportPresenceEntry[]>;
}

/** The entries of a request's beats as answered: fresh ones but `email`'s, replying first, then by name. */
export function presentOthers(beats: Iterable<[string, Beat]>, email: string, now: Date): SupportPresenceEntry[] {
  const fresh = now.getTime() - PRESENCE_TTL_MS;
  return [...beats]
    .filter(([who, beat]) => who !== email && beat.at > fresh)
    .map(([who, beat]) => ({
      email: who,
      name: beat.name,
      state: beat.state,
      seen_at: new Date(beat.at).toISOString(),
    }))
    .sort((a, b) => (a.state === b.state ? a.name.localeCompare(b.name) : a.state === 'replying' ? -1 : 1));
}

/**
 * Presence in this process's memory: exact with one replica, which sees every heartbeat. Behind
 * several replicas the portal keeps it in Redis instead (redis-presence-store.ts).
 */
export class MemoryPresenceStore implements PresenceStore {
  private readonly requests = new Map<number, Map<string, Beat>>();

  async beat(requestId: number, email: string, name: string, state: SupportPresenceState, now: Date) {
    this.sweep(now);
    let staff = this.requests.get(requestId);
    if (!staff) this.requests.set(requestId, (staff = new Map()));
    staff.set(email, { name, state, at: now.getTime() });
    return this.others(requestId, email, now);
  }

  async leave(requestId: number, email: string) {
    const staff = this.requests.get(requestId);
    staff?.delete(email);
    if (staff?.size === 0) this.requests.delete(requestId);
  }

  async others(requestId: number, email: string, now: Date) {
    return presentOthers(this.requests.get(requestId) ?? [], email, now);
  }

  /** Drops expired entries (a few entries per open request: cheap). */
  private sweep(now: Date): void {
    const fresh = now.getTime() - PRESENCE_TTL_MS;
    for (const [requestId, staff] of this.requests) {
      for (const [email, beat] of staff) if (beat.at <= fresh) staff.delete(email);
      if (staff.size === 0) this.requests.delete(requestId);
    }
  }
}
