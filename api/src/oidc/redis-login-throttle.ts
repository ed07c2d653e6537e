import type { Redis } from 'ioredis';
import { LoginThrottle, type LoginRefusal, type LoginThrottleOptions } from './login-throttle.ts';

/** What the login page asks of a throttle: the in-memory one or this one over Redis. */
export interface LoginGuard {
  check(email: string, address: string): LoginRefusal | null | Promise<LoginRefusal | null>;
  recordFailure(email: string, address: string): void | Promise<void>;
  recordSuccess(email: string): void | Promise<void>;
}

export interface RedisLoginThrottleOptions extends Omit<LoginThrottleOptions, 'maxEntries'> {
  /** Prefix of the keys (default `cedar:login:`); tests use their own. */
  prefix?: string;
  /** Told when Redis does not answer; the attempt is then checked as if nothing were counted. */
  onError?: (error: unknown) => void;
}

/**
 * The login throttle's rules (login-throttle.ts) with its counts in Redis, so a password
 * guesser meets one budget whichever replica answers. Per account a hash {count, lastAt}
 * that expires `forgetAfterMs` after the last failure; per address a counter that expires
 * `addressWindowMs` after the first. Redis expiry bounds memory, so no entry cap is needed.
 * When Redis does not answer, the attempt is checked (never refused) and the failure is lost.
 */
export class RedisLoginThrottle implements LoginGuard {
  readonly #redis: Redis;
  readonly #rules: LoginThrottle;
  readonly #options: Required<Pick<LoginThrottleOptions, 'forgetAfterMs' | 'addressLimit' | 'addressWindowMs'>>;
  readonly #now: () => number;
  readonly #prefix: string;
  readonly #onError: (error: unknown) => void;

  constructor(redis: Redis, options: RedisLoginThrottleOptions = {}) {
    this.#redis = redis;
    this.#rules = new LoginThrottle(options);
    this.#options = {
      forgetAfterMs: options.forgetAfterMs ?? 15 * 60_000,
      addressLimit: options.addressLimit ?? 30,
      addressWindowMs: options.addressWindowMs ?? 15 * 60_000,
    };
    this.#now = options.now ?? Date.now;
    this.#prefix = options.prefix ?? 'cedar:login:';
    this.#onError = options.onError ?? (() => {});
  }

  async check(email: string, address: string): Promise<LoginRefusal | null> {
    const now = this.#now();
    try {
      const results = await this.#redis
        .multi()
        .get(this.#addressKey(address))
        .pttl(this.#addressKey(address))
        .hmget(this.#accountKey(email), 'count', 'lastAt')
        .exec();
      if (!results) return null;
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      const [[, addressCount], [, addressTtl], [, account]] = results as [
        [unknown, string | null],
        [unknown, number],
        [unknown, [string | null, string | null]],
      ];
      if (Number(addressCount ?? 0) >= this.#options.addressLimit && addressTtl > 0) {
        return { reason: 'address', retryAfterSeconds: seconds(addressTtl) };
      }
      const [count, lastAt] = account;
      if (count !== null && lastAt !== null) {
        const waitUntil = Number(lastAt) + this.#rules.delayAfter(Number(count));
        if (waitUntil > now) return { reason: 'account', retryAfterSeconds: seconds(waitUntil - now) };
      }
      return null;
    } catch (error) {
      this.#onError(error);
      return null;
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const account = this.#accountKey(email);
    const byAddress = this.#addressKey(address);
    try {
      await this.#redis
        .multi()
        .hincrby(account, 'count', 1)
        .hset(account, 'lastAt', String(this.#now()))
        .pexpire(account, this.#options.forgetAfterMs)
        // The address's window starts at its first failure; INCR keeps the expiry.
        .set(byAddress, '0', 'PX', this.#options.addressWindowMs, 'NX')
        .incr(byAddress)
        .exec();
    } catch (error) {
      this.#onError(error);
    }
  }

  async recordSuccess(email: string): Promise<void> {
    try {
      await this.#redis.del(this.#accountKey(email));
    } catch (error) {
      this.#onError(error);
    }
  }

  #accountKey(email: string): string {
    return `${this.#prefix}account:${email.trim().toLowerCase()}`;
  }

  #addressKey(address: string): string {
    return `${this.#prefix}address:${address}`;
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
