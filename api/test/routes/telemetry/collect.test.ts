import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { telemetryErrors, telemetryVitals } from '../../../src/db/schema/index.ts';
import { PEOPLE } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const URL = '/api/v1/telemetry';
const vital = {
  kind: 'vital',
  name: 'LCP',
  value: 1800,
  route: '/profile/:useremail',
  remote: 'mf-profile',
  version: '1.4.0',
};
const error = {
  kind: 'error',
  source: 'render',
  route: '/profile/:useremail',
  remote: 'mf-profile',
  version: '1.4.0',
  fingerprint: '0a1b2c3d4e5f',
  requestId: 'f2b9c1de-77aa-4a0e-9b1f-3f7d4c2a9e01',
};

describe('POST /api/v1/telemetry', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ telemetry: { anonymousMax: 3, signedInMax: 5, timeWindowMs: 60_000 } });
  });
  after(() => portal.close());

  it('takes a batch from a signed-in user and answers 202 with the count', async () => {
    const response = await portal.request({
      method: 'POST',
      url: URL,
      as: 'learner',
      payload: { reports: [vital, error] },
    });
    assert.equal(response.statusCode, 202);
    assert.deepEqual(response.json(), { accepted: 2 });
  });

  it('takes a sendBeacon body sent as text/plain, signed out', async () => {
    const response = await portal.request({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ reports: [vital] }),
    });
    assert.equal(response.statusCode, 202);
    assert.deepEqual(response.json(), { accepted: 1 });
  });

  it('refuses anything outside the schema with a 400 that names the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ reports: [{ ...vital, email: PEOPLE.learner.email }] }, /reports\/0\/email: unknown field/],
      [
        { reports: [{ ...error, message: 'Cannot read properties of undefined' }] },
        /reports\/0\/message: unknown field/,
      ],
      [{ reports: [{ ...vital, route: '/profile/ada@cedar.test' }] }, /reports\/0\/route must be a route pattern/],
      [{ reports: [{ ...vital, name: 'FID' }] }, /reports\/0\/name must be one of/],
      [{ reports: Array(51).fill(vital) }, /at most 50/],
      [{ reports: [vital], user: 'ada' }, /Unknown field: user/],
    ];
    // Each from another caller, so none meets the per-user limit.
    const callers = ['coach', 'otherLearner', 'classmate', 'private', 'limitedAdmin', 'testAccount'] as const;
    for (const [index, [payload, message]] of cases.entries()) {
      const as = callers[index]!;
      const response = await portal.request({ method: 'POST', url: URL, as, payload: payload as object });
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.match(response.json().message, message);
    }
    const notJson = await portal.request({
      method: 'POST',
      url: URL,
      as: 'nocourse',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello ada@cedar.test',
    });
    assert.equal(notJson.statusCode, 400);
  });

  it('refuses a body over 64 KB (413) and other content types (415)', async () => {
    const big = { reports: [{ ...vital, route: `/${'a'.repeat(70 * 1024)}` }] };
    const tooBig = await portal.request({ method: 'POST', url: URL, as: 'support', payload: big });
    assert.equal(tooBig.statusCode, 413);
    const form = await portal.request({
      method: 'POST',
      url: URL,
      as: 'support',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reports=1',
    });
    assert.equal(form.statusCode, 415);
  });

  it('limits anonymous addresses harder than signed-in users', async () => {
    const send = (as: string | null, remoteAddress: string) =>
      portal.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress,
        headers: as ? { authorization: `Bearer ${as}` } : {},
        payload: { reports: [vital] },
      });
    const anonymous = [];
    for (let i = 0; i < 4; i += 1) anonymous.push((await send(null, '203.0.113.9')).statusCode);
    assert.deepEqual(anonymous, [202, 202, 202, 429]);
    // Another address has its own budget.
    assert.equal((await send(null, '203.0.113.10')).statusCode, 202);
    const token = await portal.tokenFor('facilitator');
    const signedIn = [];
    for (let i = 0; i < 6; i += 1) signedIn.push((await send(token, '203.0.113.9')).statusCode);
    assert.deepEqual(signedIn, [202, 202, 202, 202, 202, 429]);
  });

  it('stores aggregates only: no e-mail, token, address, request id or free text reaches the tables', async () => {
    const token = await portal.tokenFor('programManager');
    const response = await portal.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: '198.51.100.77',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'trace-me-123', 'user-agent': 'Secret Agent 1.0' },
      payload: { reports: [vital, error, { ...vital, name: 'CLS', value: 0.12 }] },
    });
    assert.equal(response.statusCode, 202);
    await portal.app.telemetry.flush();
    const rows = [
      ...(await portal.db.select().from(telemetryVitals)),
      ...(await portal.db.select().from(telemetryErrors)),
    ];
    assert.ok(rows.length >= 3);
    const stored = JSON.stringify(rows);
    for (const secret of [
      PEOPLE.programManager.email,
      PEOPLE.learner.email,
      '@',
      token,
      token.split('.')[1]!,
      '198.51.100.77',
      'trace-me-123',
      error.requestId,
      'Secret Agent',
    ]) {
      assert.ok(!stored.includes(secret), `storage holds ${secret}`);
    }
    // Every stored text is one of the closed vocabularies of the reports.
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string') assert.match(value, /^[A-Za-z0-9/_:.+-]*$/, `${column}: ${value}`);
      }
    }
  });
});
