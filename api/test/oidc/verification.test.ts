import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { verifyAccessToken } from '../../src/auth/access-tokens.ts';
import authenticate from '../../src/plugins/app/authenticate.ts';
import { createTestIssuer, type TestIssuer } from '../helpers/tokens.ts';

describe('access token verification', () => {
  let issuer: TestIssuer;
  before(async () => {
    issuer = await createTestIssuer();
  });

  it('accepts a valid token and reads email and roles', async () => {
    const token = await issuer.signAccessToken({ email: 'coach@cedar.test', roles: ['Staff'] });
    assert.deepEqual(await verifyAccessToken(token, issuer.verification), {
      email: 'coach@cedar.test',
      roles: ['Staff'],
    });
  });

  const refusals: [string, () => Promise<string>, string][] = [
    ['expired', () => issuer.signAccessToken({ email: 'a@cedar.test', expiresIn: -60 }), 'ERR_JWT_EXPIRED'],
    [
      'for another audience',
      () => issuer.signAccessToken({ email: 'a@cedar.test', audience: 'other-api' }),
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    [
      'from another issuer',
      () => issuer.signAccessToken({ email: 'a@cedar.test', issuer: 'https://evil.test' }),
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    [
      'signed by an unknown key',
      () => issuer.signAccessToken({ email: 'a@cedar.test', foreignKey: true }),
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    ],
  ];
  for (const [name, mint, code] of refusals) {
    it(`refuses a token ${name}`, async () => {
      await assert.rejects(verifyAccessToken(await mint(), issuer.verification), { code });
    });
  }

  it('refuses unsigned and symmetric tokens', async () => {
    const unsigned = new UnsecuredJWT({ email: 'a@cedar.test' })
      .setIssuer(issuer.issuer)
      .setAudience(issuer.audience)
      .setExpirationTime('1h')
      .encode();
    await assert.rejects(verifyAccessToken(unsigned, issuer.verification));
    const symmetric = await new SignJWT({ email: 'a@cedar.test' })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(issuer.issuer)
      .setAudience(issuer.audience)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a shared secret that nobody should trust'));
    await assert.rejects(verifyAccessToken(symmetric, issuer.verification));
  });

  it('gives no identity for a valid token without an e-mail', async () => {
    const token = await issuer.signAccessToken({ email: 'a@cedar.test', extra: { email: undefined } });
    assert.equal(await verifyAccessToken(token, issuer.verification), null);
  });
});

describe('authenticate plugin', () => {
  let app: FastifyInstance;
  let issuer: TestIssuer;
  const logged: string[] = [];

  before(async () => {
    issuer = await createTestIssuer();
    app = Fastify({ logger: { level: 'debug', stream: { write: (line: string) => logged.push(line) } } });
    await app.register(authenticate, { verification: issuer.verification });
    app.get('/me', async (request) => ({ identity: request.identity }));
    await app.ready();
  });
  after(() => app.close());

  const identityFor = async (authorization?: string) => {
    const response = await app.inject({ url: '/me', headers: authorization ? { authorization } : {} });
    return response.json().identity;
  };

  it('decorates the request with the identity of a valid bearer token', async () => {
    const token = await issuer.signAccessToken({ email: 'admin@cedar.test', roles: ['Staff', 'Admin'] });
    assert.deepEqual(await identityFor(`Bearer ${token}`), { email: 'admin@cedar.test', roles: ['Staff', 'Admin'] });
  });

  it('leaves identity null for a missing, malformed or refused token, and never logs it', async () => {
    assert.equal(await identityFor(), null);
    assert.equal(await identityFor('Basic dXNlcjpwYXNz'), null);
    assert.equal(await identityFor('Bearer not-a-jwt'), null);
    const expired = await issuer.signAccessToken({ email: 'a@cedar.test', expiresIn: -60 });
    assert.equal(await identityFor(`Bearer ${expired}`), null);
    const wrongAudience = await issuer.signAccessToken({ email: 'a@cedar.test', audience: 'other-api' });
    assert.equal(await identityFor(`Bearer ${wrongAudience}`), null);
    assert.ok(logged.some((line) => line.includes('ERR_JWT_EXPIRED')));
    assert.ok(!logged.some((line) => line.includes(expired) || line.includes(wrongAudience)));
  });
});

describe('verified tokens are remembered until they expire (ADR 0047)', () => {
  let issuer: TestIssuer;
  before(async () => {
    issuer = await createTestIssuer();
  });

  it('checks a token once, then answers from memory with the same identity', async (t) => {
    const token = await issuer.signAccessToken({ email: 'learner@cedar.test', roles: ['Learner'] });
    const keys = t.mock.fn(issuer.verification.keys);
    const verification = { ...issuer.verification, keys };
    const first = await verifyAccessToken(token, verification);
    const second = await verifyAccessToken(token, verification);
    assert.deepEqual(second, { email: 'learner@cedar.test', roles: ['Learner'] });
    assert.equal(second, first);
    assert.equal(keys.mock.callCount(), 1, 'the signature was checked once');
    assert.ok(Object.isFrozen(second), 'one shared identity cannot be changed by a request');
  });

  it('checks an expired token again, and refuses it', async (t) => {
    const token = await issuer.signAccessToken({ email: 'learner@cedar.test', expiresIn: 60 });
    const verification = { ...issuer.verification };
    await verifyAccessToken(token, verification);
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 2 * 60_000 });
    await assert.rejects(verifyAccessToken(token, verification), { code: 'ERR_JWT_EXPIRED' });
  });

  it('never remembers a refusal', async () => {
    const token = await issuer.signAccessToken({ email: 'a@cedar.test', audience: 'other-api' });
    await assert.rejects(verifyAccessToken(token, issuer.verification));
    await assert.rejects(verifyAccessToken(token, issuer.verification));
  });
});
