import type { SupportPresenceEntry, SupportPresenceState } from '@cedar/shared/contract';

/** A heartbeat older than this no longer counts: the staff member closed the tab or lost the network. */
export const PRESENCE_TTL_MS = 30_000;

interface Beat {
  name: string;
  state: SupportPresenceState;
  at: number;
}

/**
 * Who has which support request open, in this process's memory (ADR 0037): staff send a
 * heartbeat every 10 s while a request is open and each entry expires 30 s after the last one.
 * One replica sees only the heartbeats it received; behind several replicas the store would go
 * to the database or the change channel's LISTEN/NOTIFY (see the ADR).
 */
export class SupportPresenceStore {
  private readonly requests = new Map<number, Map<string, Beat>>();

  /** Records a heartbeat and answers the others still present on the request. */
  beat(requestId: number, email: string, name: string, state: SupportPresenceState, now: Date): SupportPresenceEntry[] {
    this.sweep(now);
    let staff = this.requests.get(requestId);
    if (!staff) this.requests.set(requestId, (staff = new Map()));
    staff.set(email, { name, state, at: now.getTime() });
    return this.others(requestId, email, now);
  }

  /** The staff member closed the request. */
  leave(requestId: number, email: string): void {
    const staff = this.requests.get(requestId);
    staff?.delete(email);
    if (staff?.size === 0) this.requests.delete(requestId);
  }

  /** Everyone on the request within the TTL except `email`, replying first, then by name. */
  others(requestId: number, email: string, now: Date): SupportPresenceEntry[] {
    const fresh = now.getTime() - PRESENCE_TTL_MS;
    return [...(this.requests.get(requestId) ?? [])]
      .filter(([who, beat]) => who !== email && beat.at > fresh)
      .map(([who, beat]) => ({
        email: who,
        name: beat.name,
        state: beat.state,
        seen_at: new Date(beat.at).toISOString(),
      }))
      .sort((a, b) => (a.state === b.state ? a.name.localeCompare(b.name) : a.state === 'replying' ? -1 : 1));
  }

  /** Drops expired entries (at most every few seconds' worth of work: the map is small). */
  private sweep(now: Date): void {
    const fresh = now.getTime() - PRESENCE_TTL_MS;
    for (const [requestId, staff] of this.requests) {
      for (const [email, beat] of staff) if (beat.at <= fresh) staff.delete(email);
      if (staff.size === 0) this.requests.delete(requestId);
    }
  }
}
