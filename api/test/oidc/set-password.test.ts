import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AddCohortMembersEnvelope } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { eq } from 'drizzle-orm';
import { outboxMessages, setPasswordLinks } from '../../src/db/schema/index.ts';
import { verifyLogin } from '../../src/db/repositories/credentials.ts';
import { embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { passwordProblem, SET_PASSWORD_LINK_TTL_MS, SET_PASSWORD_TEXTS } from '../../src/oidc/set-password-links.ts';
import { COHORT_A, PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const newLearner = (email: string) => ({
  email,
  first_name: 'Nia',
  last_name: 'Newcomer',
  user_lms_id: `lms-${email}`,
  user_role_id: ROLE.learner,
  is_visible: true,
  active: true,
});

describe('the set-password rule', () => {
  it('asks for ten characters, at most 1024, typed twice alike', () => {
    assert.equal(passwordProblem('short', 'short'), SET_PASSWORD_TEXTS.tooShort);
    assert.equal(passwordProblem('x'.repeat(1025), 'x'.repeat(1025)), SET_PASSWORD_TEXTS.tooLong);
    assert.equal(passwordProblem('long enough pass', 'long enough past'), SET_PASSWORD_TEXTS.mismatch);
    assert.equal(passwordProblem('long enough pass', 'long enough pass'), null);
  });
});

describe('a member added by the console sets a password through a one-time link', () => {
  let portal: TestPortal;
  let clock = new Date();
  before(async () => {
    // The provider answers its public host only: the one app.inject addresses (localhost:80).
    const embedded = await embeddedAuthConfig({ publicUrl: 'http://localhost', dataDir: null });
    portal = await startTestPortal({ provider: embedded.provider, now: () => clock });
  });
  after(() => portal.close());

  const add = async (email: string) => {
    const response = await portal.request({
      as: 'programManager',
      method: 'POST',
      url: `/api/v1/cohort/${COHORT_A}/members`,
      payload: { members: [newLearner(email)] },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as AddCohortMembersEnvelope).message.didAdd.length, 1);
  };
  const linkOf = async (email: string) => {
    const [mail] = await portal.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    assert.ok(mail, 'an invitation is stored in the outbox');
    assert.equal(mail.channel, 'mail');
    const link = /https?:\/\/\S+/.exec(mail.body)?.[0];
    assert.ok(link, mail.body);
    return new URL(link);
  };
  const submit = (token: string, password: string, confirm = password) =>
    portal.app.inject({
      method: 'POST',
      url: '/oidc/set-password',
      headers: FORM,
      payload: new URLSearchParams({ token, password, confirm }).toString(),
    });

  it('mails a link, stores only its hash, and the link sets a password once', async () => {
    const email = 'nia.newcomer@school.academy';
    await add(email);
    const link = await linkOf(email);
    assert.equal(link.pathname, '/oidc/set-password');
    const token = link.searchParams.get('token')!;
    const [stored] = await portal.db.select().from(setPasswordLinks).where(eq(setPasswordLinks.user_email, email));
    assert.ok(stored);
    assert.notEqual(stored.token_hash, token);
    assert.ok(!stored.token_hash.includes(token));

    const form = await portal.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(form.statusCode, 200);
    assert.match(form.body, /Set your password/);
    assert.match(form.body, /nia\.newcomer@school\.academy/);
    assert.match(form.headers['content-security-policy'] as string, /^default-src 'none'/);
    assert.equal(form.headers['referrer-policy'], 'no-referrer');

    const weak = await submit(token, 'short');
    assert.equal(weak.statusCode, 400);
    assert.match(weak.body, /at least 10 characters/);
    const mismatch = await submit(token, 'a good long password', 'a good long passwore');
    assert.equal(mismatch.statusCode, 400);
    assert.equal(await verifyLogin(portal.db, email, 'a good long password'), null);

    const done = await submit(token, 'a good long password');
    assert.equal(done.statusCode, 200, done.body);
    assert.match(done.body, /Your password is set/);
    assert.equal((await verifyLogin(portal.db, email, 'a good long password'))?.email, email);

    // Spent: neither the page nor a second submission works again.
    assert.equal((await portal.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode, 410);
    assert.equal((await submit(token, 'another long password')).statusCode, 410);
    assert.equal(await verifyLogin(portal.db, email, 'another long password'), null);
  });

  it('expires after 72 hours', async () => {
    const email = 'late.opener@school.academy';
    await add(email);
    const token = (await linkOf(email)).searchParams.get('token')!;
    clock = new Date(clock.getTime() + SET_PASSWORD_LINK_TTL_MS + 1000);
    assert.equal((await submit(token, 'a good long password')).statusCode, 410);
    assert.equal(await verifyLogin(portal.db, email, 'a good long password'), null);
    clock = new Date();
  });

  it('invites the new users of an applied CSV import, and none of a dry run', async () => {
    const email = 'csv.newcomer@school.academy';
    const csv = `email,first_name,last_name,user_lms_id,role,active,is_visible\n${email},Cee,Ess,L-csv,Learner,true,true\n`;
    const send = async (apply: boolean) => {
      const form = new FormData();
      if (apply) form.append('apply', 'true');
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
      const request = new Request('http://portal.test/', { method: 'POST', body: form });
      const response = await portal.request({
        as: 'programManager',
        method: 'POST',
        url: `/api/v1/cohort/${COHORT_A}/members/import`,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')! },
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    await send(false);
    assert.equal((await portal.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).length, 0);
    await send(true);
    const token = (await linkOf(email)).searchParams.get('token')!;
    assert.equal((await submit(token, 'a good long password')).statusCode, 200);
  });

  it('sends nothing when an existing user joins the cohort', async () => {
    const before = (await portal.db.select().from(outboxMessages)).length;
    await add(PEOPLE.otherLearner.email);
    assert.equal((await portal.db.select().from(outboxMessages)).length, before);
  });
});
