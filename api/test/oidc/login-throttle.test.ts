import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LoginThrottle } from '../../src/oidc/login-throttle.ts';

const HOME = '203.0.113.7';
const ATTACKER = '198.51.100.9';

describe('login throttle', () => {
  it('never locks an account: after failures the right password works once the delay has passed', () => {
    let now = 0;
    const throttle = new LoginThrottle({ now: () => now });
    // An attacker guesses as fast as the throttle lets them, for an hour, from many addresses.
    let guesses = 0;
    for (; now < 60 * 60_000; now += 250) {
      if (throttle.check('lena@cedar.test', `198.51.100.${guesses % 200}`)) continue;
      throttle.recordFailure('LENA@cedar.test ', `198.51.100.${guesses % 200}`);
      guesses += 1;
    }
    // The delay is capped at a minute: at most about one guess a minute got checked.
    assert.ok(guesses <= 3 + 7 + 60, `${guesses} guesses were checked`);
    const refusal = throttle.check('lena@cedar.test', HOME);
    assert.equal(refusal?.reason, 'account');
    assert.ok(refusal!.retryAfterSeconds <= 60);
    // The real user waits that long and signs in.
    now += refusal!.retryAfterSeconds * 1000;
    assert.equal(throttle.check('lena@cedar.test', HOME), null);
    throttle.recordSuccess('lena@cedar.test');
    assert.equal(throttle.check('lena@cedar.test', HOME), null);
  });

  it('lets a few failures pass, then doubles the delay with each one, up to the cap', () => {
    const throttle = new LoginThrottle({ freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 60_000 });
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map((n) => throttle.delayAfter(n)),
      [0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000],
    );
  });

  it('refuses attempts during the delay without counting them, so hammering never lengthens it', () => {
    let now = 0;
    const throttle = new LoginThrottle({ freeFailures: 1, baseDelayMs: 1000, now: () => now });
    throttle.recordFailure('a@cedar.test', ATTACKER);
    assert.deepEqual(throttle.check('a@cedar.test', HOME), { reason: 'account', retryAfterSeconds: 1 });
    now = 999;
    assert.ok(throttle.check('a@cedar.test', ATTACKER));
    now = 1000;
    assert.equal(throttle.check('a@cedar.test', HOME), null);
    assert.equal(throttle.check('b@cedar.test', HOME), null, 'other accounts are not slowed');
  });

  it('forgets an account’s failures after a quiet spell, and after a success', () => {
    let now = 0;
    const throttle = new LoginThrottle({ freeFailures: 2, forgetAfterMs: 60_000, now: () => now });
    throttle.recordFailure('a@cedar.test', HOME);
    throttle.recordSuccess('a@cedar.test');
    throttle.recordFailure('a@cedar.test', HOME);
    assert.equal(throttle.check('a@cedar.test', HOME), null);
    throttle.recordFailure('a@cedar.test', HOME);
    assert.ok(throttle.check('a@cedar.test', HOME));
    now = 60_000;
    throttle.recordFailure('a@cedar.test', HOME);
    assert.equal(throttle.check('a@cedar.test', HOME), null, 'the count started again');
  });

  it('refuses an address that fails too often across accounts, and only that address', () => {
    let now = 0;
    const throttle = new LoginThrottle({ addressLimit: 5, addressWindowMs: 60_000, now: () => now });
    for (let i = 0; i < 5; i++) {
      assert.equal(throttle.check(`user${i}@cedar.test`, ATTACKER), null);
      throttle.recordFailure(`user${i}@cedar.test`, ATTACKER);
    }
    assert.deepEqual(throttle.check('lena@cedar.test', ATTACKER), { reason: 'address', retryAfterSeconds: 60 });
    assert.equal(throttle.check('lena@cedar.test', HOME), null);
    now = 60_000;
    assert.equal(throttle.check('lena@cedar.test', ATTACKER), null);
  });

  it('keeps a bounded number of entries', () => {
    const throttle = new LoginThrottle({ maxEntries: 100, freeFailures: 0 });
    for (let i = 0; i < 1000; i++) throttle.recordFailure(`user${i}@cedar.test`, `10.0.${i >> 8}.${i & 255}`);
    assert.equal(throttle.check('user0@cedar.test', HOME), null, 'the oldest entries went');
    assert.ok(throttle.check('user999@cedar.test', HOME));
  });
});
