/**
 * Change versions kept in memory: a counter per cohort (`cohort:<id>`), per user
 * (`user:<email>`) and one for everything (`all`), bumped by every write that may change what
 * they cover. A polled answer is remembered with the versions it was computed under (its
 * stamp); while they are unchanged the same answer still holds, so a revalidating poll is
 * answered 304 (or the remembered body) without a query. Versions are this process's own;
 * other replicas learn of a bump through the channel (PostgreSQL LISTEN/NOTIFY, channel.ts).
 */
export type ChangeKey = 'all' | `cohort:${number}` | `user:${string}`;

export interface ChangeChannel {
  /** Tells the other replicas of a bump (this one has applied it already). */
  publish(keys: readonly ChangeKey[]): void;
  /**
   * Calls `onBump` for the bumps of other replicas, and `onGap` when notifications may have
   * been missed (the listening connection dropped): then nothing remembered can be trusted.
   */
  subscribe(onBump: (keys: ChangeKey[]) => void, onGap: () => void): void;
  /** Resolves once the other replicas' bumps are heard. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const cohortKey = (cohortId: number): ChangeKey => `cohort:${cohortId}`;
export const userKey = (email: string): ChangeKey => `user:${email.toLowerCase()}`;

export class ChangeVersions {
  readonly #versions = new Map<ChangeKey, number>();
  #channel: ChangeChannel | undefined;

  constructor(channel?: ChangeChannel) {
    this.#channel = channel;
    channel?.subscribe(
      (keys) => this.#apply(keys),
      () => this.#apply(['all']),
    );
  }

  #apply(keys: readonly ChangeKey[]): void {
    for (const key of keys) this.#versions.set(key, (this.#versions.get(key) ?? 0) + 1);
  }

  /** Records a write that may change what `keys` cover, here and on the other replicas. */
  bump(keys: readonly ChangeKey[]): void {
    if (keys.length === 0) return;
    this.#apply(keys);
    this.#channel?.publish(keys);
  }

  /** The versions an answer depends on, as one string: equal stamps mean nothing changed. */
  stamp(keys: readonly ChangeKey[]): string {
    let stamp = String(this.#versions.get('all') ?? 0);
    for (const key of keys) stamp += `.${this.#versions.get(key) ?? 0}`;
    return stamp;
  }
}
