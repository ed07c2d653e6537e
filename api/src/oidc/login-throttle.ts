/**
 * Failed sign-ins per e-mail address: after `maxFailures` within `windowMs`, further attempts
 * for that address are refused until the window ends. Known and unknown addresses are treated
 * alike, so the throttle tells nothing about which accounts exist. Successful sign-ins and
 * correct passwords are never slowed, so demo and test runs are unaffected.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: { maxFailures?: number; windowMs?: number; now?: () => number } = {}) {
    this.maxFailures = options.maxFailures ?? 10;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.now = options.now ?? Date.now;
  }

  isBlocked(email: string): boolean {
    const entry = this.current(email);
    return entry !== undefined && entry.count >= this.maxFailures;
  }

  recordFailure(email: string): void {
    const entry = this.current(email) ?? { count: 0, resetAt: this.now() + this.windowMs };
    entry.count += 1;
    this.failures.set(key(email), entry);
    if (this.failures.size > 10_000) this.prune();
  }

  recordSuccess(email: string): void {
    this.failures.delete(key(email));
  }

  private current(email: string) {
    const entry = this.failures.get(key(email));
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key(email));
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now();
    for (const [email, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(email);
  }
}

const key = (email: string) => email.trim().toLowerCase();
