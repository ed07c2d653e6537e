import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyPassword } from '../../src/domain/passwords.ts';

test('a hash reads scrypt$<salt>$<hash> and verifies only its own password', async () => {
  const hash = await hashPassword('cedar-demo');
  assert.match(hash, /^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  assert.equal(await verifyPassword('cedar-demo', hash), true);
  assert.equal(await verifyPassword('cedar-demo ', hash), false);
  assert.equal(await verifyPassword('', hash), false);
});

test('the same password hashes differently each time (random salt)', async () => {
  const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
  assert.notEqual(a, b);
  assert.equal(await verifyPassword('same', b), true);
});

test('malformed or foreign hashes never verify and never throw', async () => {
  for (const stored of [
    '',
    'plain',
    'scrypt$$',
    'scrypt$abc',
    'bcrypt$x$y',
    'scrypt$c2FsdA==$c2hvcnQ=',
    'scrypt$a$b$c',
  ]) {
    assert.equal(await verifyPassword('anything', stored), false, stored);
  }
});
