import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LoginThrottle } from '../../src/oidc/login-throttle.ts';

describe('login throttle', () => {
  it('blocks an address after too many failures, until the window ends', () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 1000, now: () => now });
    for (let i = 0; i < 3; i++) {
      assert.equal(throttle.isBlocked('a@cedar.test'), false);
      throttle.recordFailure('A@cedar.test ');
    }
    assert.equal(throttle.isBlocked('a@cedar.test'), true);
    assert.equal(throttle.isBlocked('b@cedar.test'), false);
    now = 1000;
    assert.equal(throttle.isBlocked('a@cedar.test'), false);
  });

  it('forgets the failures after a successful sign-in', () => {
    const throttle = new LoginThrottle({ maxFailures: 2 });
    throttle.recordFailure('a@cedar.test');
    throttle.recordSuccess('a@cedar.test');
    throttle.recordFailure('a@cedar.test');
    assert.equal(throttle.isBlocked('a@cedar.test'), false);
  });
});
