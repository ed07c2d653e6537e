import type { SupportPresenceState } from '@cedar/shared/contract';
import type { Redis } from 'ioredis';
import { type Beat, PRESENCE_TTL_MS, type PresenceStore, presentOthers } from './presence-store.ts';

const STATES: readonly string[] = ['viewing', 'replying'] satisfies SupportPresenceState[];

/** A stored beat, or null when the field holds something else (never trusted blindly). */
function parseBeat(raw: string): Beat | null {
  try {
    const beat = JSON.parse(raw) as Partial<Beat>;
    if (typeof beat.name !== 'string' || typeof beat.at !== 'number' || !STATES.includes(beat.state as string))
      return null;
    return { name: beat.name, state: beat.state as SupportPresenceState, at: beat.at };
  } catch {
    return null;
  }
}

/**
 * Presence shared by every replica (RATE_LIMIT_REDIS_URL, ADR 0040): one Redis hash per open
 * request, a field per staff member holding their last beat. The hash expires 30 s after the
 * last heartbeat on it, and beats older than 30 s are left out when read, so nothing outlives
 * the TTL. Presence is advice, not data: when Redis does not answer, a heartbeat is answered
 * with nobody else present (and the error logged) rather than failing the staff member's page.
 */
export class RedisPresenceStore implements PresenceStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly onError: (error: unknown) => void;

  constructor(redis: Redis, prefix: string, onError: (error: unknown) => void = () => {}) {
    this.redis = redis;
    this.prefix = prefix;
    this.onError = onError;
  }

  private key(requestId: number): string {
    return `${this.prefix}${requestId}`;
  }

  async beat(requestId: number, email: string, name: string, state: SupportPresenceState, now: Date) {
    const key = this.key(requestId);
    const beat: Beat = { name, state, at: now.getTime() };
    try {
      const [, , [error, fields]] = (await this.redis
        .multi()
        .hset(key, email, JSON.stringify(beat))
        .pexpire(key, PRESENCE_TTL_MS)
        .hgetall(key)
        .exec()) as [unknown, unknown, [Error | null, Record<string, string>]];
      if (error) throw error;
      return this.answer(requestId, fields, email, now);
    } catch (error) {
      this.onError(error);
      return [];
    }
  }

  async leave(requestId: number, email: string) {
    try {
      await this.redis.hdel(this.key(requestId), email);
    } catch (error) {
      this.onError(error);
    }
  }

  async others(requestId: number, email: string, now: Date) {
    try {
      return this.answer(requestId, await this.redis.hgetall(this.key(requestId)), email, now);
    } catch (error) {
      this.onError(error);
      return [];
    }
  }

  /** The fresh beats of the hash; stale fields are removed on the way (the hash may live on). */
  private answer(requestId: number, fields: Record<string, string>, email: string, now: Date) {
    const fresh = now.getTime() - PRESENCE_TTL_MS;
    const beats: Array<[string, Beat]> = [];
    const stale: string[] = [];
    for (const [who, raw] of Object.entries(fields)) {
      const beat = parseBeat(raw);
      if (beat && beat.at > fresh) beats.push([who, beat]);
      else stale.push(who);
    }
    if (stale.length > 0) void this.redis.hdel(this.key(requestId), ...stale).catch(this.onError);
    return presentOthers(beats, email, now);
  }
}
