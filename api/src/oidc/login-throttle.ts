/** Why a sign-in attempt is not checked now, and how long to wait before the next one. */
export interface LoginRefusal {
  /** `account`: the account's delay after failures; `address`: too many failures from one address. */
  reason: 'account' | 'address';
  retryAfterSeconds: number;
}

export interface LoginThrottleOptions {
  /** Consecutive failures of an account that cost nothing; each further one makes the next attempt wait. */
  freeFailures?: number;
  /** The first wait, doubled with each further failure. */
  baseDelayMs?: number;
  /** The longest wait, however many failures. */
  maxDelayMs?: number;
  /** An account's failures are forgotten this long after the last one. */
  forgetAfterMs?: number;
  /** Failed attempts one client address may make per `addressWindowMs`. */
  addressLimit?: number;
  addressWindowMs?: number;
  /** Entries kept per kind at most; the oldest go first (memory stays bounded under a spray). */
  maxEntries?: number;
  now?: () => number;
}

interface AccountFailures {
  count: number;
  lastAt: number;
}

interface AddressFailures {
  count: number;
  resetAt: number;
}

/**
 * Slows password guessing without letting anyone lock a real user out:
 * - per account (e-mail, known or not alike, so it tells nothing about which accounts exist):
 *   after `freeFailures` consecutive failures each attempt must wait, 1 s, 2 s, 4 s… up to
 *   `maxDelayMs`. An attempt during the wait is refused unchecked and counts for nothing, so
 *   hammering never lengthens it; once the wait has passed the right password always works.
 * - per client address: more than `addressLimit` failures within the window refuse further
 *   attempts from that address (guessing across many accounts), never from other addresses.
 * A success forgets the account's failures, not the address's.
 */
export class LoginThrottle {
  private readonly accounts = new Map<string, AccountFailures>();
  private readonly addresses = new Map<string, AddressFailures>();
  private readonly options: Required<Omit<LoginThrottleOptions, 'now'>>;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    this.options = {
      freeFailures: options.freeFailures ?? 3,
      baseDelayMs: options.baseDelayMs ?? 1000,
      maxDelayMs: options.maxDelayMs ?? 60_000,
      forgetAfterMs: options.forgetAfterMs ?? 15 * 60_000,
      addressLimit: options.addressLimit ?? 30,
      addressWindowMs: options.addressWindowMs ?? 15 * 60_000,
      maxEntries: options.maxEntries ?? 50_000,
    };
    this.now = options.now ?? Date.now;
  }

  /** Null when the attempt may be checked now; else why not and for how long. */
  check(email: string, address: string): LoginRefusal | null {
    const now = this.now();
    const byAddress = this.address(address, now);
    if (byAddress && byAddress.count >= this.options.addressLimit) {
      return { reason: 'address', retryAfterSeconds: seconds(byAddress.resetAt - now) };
    }
    const byAccount = this.account(email, now);
    if (byAccount) {
      const waitUntil = byAccount.lastAt + this.delayAfter(byAccount.count);
      if (waitUntil > now) return { reason: 'account', retryAfterSeconds: seconds(waitUntil - now) };
    }
    return null;
  }

  recordFailure(email: string, address: string): void {
    const now = this.now();
    const byAccount = this.account(email, now) ?? { count: 0, lastAt: now };
    byAccount.count += 1;
    byAccount.lastAt = now;
    remember(this.accounts, key(email), byAccount, this.options.maxEntries);
    const byAddress = this.address(address, now) ?? { count: 0, resetAt: now + this.options.addressWindowMs };
    byAddress.count += 1;
    remember(this.addresses, address, byAddress, this.options.maxEntries);
  }

  recordSuccess(email: string): void {
    this.accounts.delete(key(email));
  }

  /** How long an account waits after `failures` consecutive failures. */
  delayAfter(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.options;
    if (failures < freeFailures) return 0;
    return Math.min(baseDelayMs * 2 ** Math.min(failures - freeFailures, 30), maxDelayMs);
  }

  private account(email: string, now: number): AccountFailures | undefined {
    const entry = this.accounts.get(key(email));
    if (entry && now - entry.lastAt >= this.options.forgetAfterMs) {
      this.accounts.delete(key(email));
      return undefined;
    }
    return entry;
  }

  private address(address: string, now: number): AddressFailures | undefined {
    const entry = this.addresses.get(address);
    if (entry && entry.resetAt <= now) {
      this.addresses.delete(address);
      return undefined;
    }
    return entry;
  }
}

/** Sets `value` as the newest entry, dropping the oldest past `max`. */
function remember<V>(map: Map<string, V>, name: string, value: V, max: number): void {
  map.delete(name);
  map.set(name, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const key = (email: string) => email.trim().toLowerCase();
