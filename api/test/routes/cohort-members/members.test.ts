import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AddCohortMembersEnvelope,
  CohortMembersEnvelope,
  MemberLookupEnvelope,
  MembershipChangesEnvelope,
  UpdateCohortMemberEnvelope,
} from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { and, eq } from 'drizzle-orm';
import { membershipChanges, userCourses, users } from '../../../src/db/schema/index.ts';
import { COHORT_A, COHORT_B, COURSE_A, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const base = `/api/v1/cohort/${COHORT_A}/members`;
const newLearner = (email: string, lms: string | null = `lms-${email}`) => ({
  email,
  first_name: 'New',
  last_name: 'Learner',
  user_lms_id: lms,
  user_role_id: ROLE.learner,
  is_visible: true,
  active: true,
});

describe("the admin console's member management", () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const call = (as: PersonKey, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    portal.request({ as, method, url, ...(payload === undefined ? {} : { payload }) });
  const membershipOf = async (email: string) =>
    portal.db
      .select()
      .from(userCourses)
      .where(and(eq(userCourses.user_email, email), eq(userCourses.cohort_id, COHORT_A)));
  const countRows = async () => (await portal.db.select({ id: userCourses.id }).from(userCourses)).length;

  it('lists the cohort with its members, active first and one entry per e-mail', async () => {
    const response = await call('facilitator', 'GET', base);
    assert.equal(response.statusCode, 200, response.body);
    const { cohort, members } = (response.json() as CohortMembersEnvelope).message;
    assert.equal(cohort.cohort_name, 'Cohort A');
    const emails = members.map((m) => m.user_email);
    assert.equal(new Set(emails).size, emails.length);
    const firstInactive = members.findIndex((m) => !m.active);
    assert.ok(firstInactive > 0 && members.slice(firstInactive).every((m) => !m.active));
    assert.ok(emails.includes(PEOPLE.former.email));
    // Test-style accounts are hidden from everyone but themselves.
    assert.ok(!emails.includes(PEOPLE.testAccount.email));
  });

  it('lets only cohort staff list members, and only role 9 add, edit, look up and audit', async () => {
    assert.equal((await call('learner', 'GET', base)).statusCode, 403);
    assert.equal((await call('otherManager', 'GET', base)).statusCode, 403);
    for (const who of ['facilitator', 'coach', 'support', 'limitedAdmin', 'otherManager'] as const) {
      assert.equal((await call(who, 'POST', base, { members: [newLearner('x@cedar.test')] })).statusCode, 403, who);
      assert.equal((await call(who, 'PUT', `${base}/1`, { user: {}, membership: {} })).statusCode, 403, who);
      assert.equal((await call(who, 'GET', `${base}/lookup?email=x@cedar.test`)).statusCode, 403, who);
      assert.equal((await call(who, 'GET', `${base}/changes`)).statusCode, 403, who);
    }
    assert.equal((await portal.db.select().from(users).where(eq(users.email, 'x@cedar.test'))).length, 0);
  });

  it('adds a new learner with a real-world address: user record, membership, audit entry and messages', async () => {
    const email = 'first.last+cohort@school.academy';
    const response = await call('programManager', 'POST', base, { members: [newLearner(email, ' L-77 ')] });
    assert.equal(response.statusCode, 200, response.body);
    const { didAdd, didNotAdd } = (response.json() as AddCohortMembersEnvelope).message;
    assert.deepEqual(didNotAdd, []);
    assert.deepEqual(didAdd, [
      {
        email,
        messages: ['Added User to MK User Table', 'Added User to MK Course Table', `Successfully Added User ${email}.`],
      },
    ]);
    const [user] = await portal.db.select().from(users).where(eq(users.email, email));
    assert.equal(user?.user_lms_id, 'L-77');
    assert.equal(user?.user_role, 'student');
    assert.equal(user?.created_by, PEOPLE.programManager.email);
    const [membership] = await membershipOf(email);
    assert.equal(membership?.course_id, COURSE_A);
    assert.equal(membership?.user_role_id, ROLE.learner);
    const audit = await portal.db.select().from(membershipChanges).where(eq(membershipChanges.member_email, email));
    assert.equal(audit[0]?.actor_email, PEOPLE.programManager.email);
  });

  it('adds an existing user to the cohort without touching their record', async () => {
    const response = await call('programManager', 'POST', base, {
      members: [{ ...newLearner(PEOPLE.otherLearner.email, null), user_role_id: ROLE.support }],
    });
    const { didAdd } = (response.json() as AddCohortMembersEnvelope).message;
    assert.deepEqual(didAdd[0]?.messages, [
      'Added User to MK Course Table',
      `Successfully Added User ${PEOPLE.otherLearner.email}.`,
    ]);
  });

  it('refuses, row by row, an e-mail already in the cohort and an LMS id in use, and adds the rest', async () => {
    const before = await countRows();
    const response = await call('programManager', 'POST', base, {
      members: [
        newLearner(PEOPLE.classmate.email),
        newLearner('dup-lms@cedar.test', 'lms-1001'),
        newLearner('fine@cedar.test'),
      ],
    });
    const { didAdd, didNotAdd } = (response.json() as AddCohortMembersEnvelope).message;
    assert.deepEqual(didNotAdd, [
      { email: PEOPLE.classmate.email, message: `User ${PEOPLE.classmate.email} already exists in this cohort.` },
      {
        email: 'dup-lms@cedar.test',
        message: 'An error occurred for user dup-lms@cedar.test. LMS ID lms-1001 is already in use.',
      },
    ]);
    assert.deepEqual(
      didAdd.map((row) => row.email),
      ['fine@cedar.test'],
    );
    assert.equal(await countRows(), before + 1);
    assert.equal((await portal.db.select().from(users).where(eq(users.email, 'dup-lms@cedar.test'))).length, 0);
  });

  it('refuses a form with a bad row before writing anything', async () => {
    const before = await countRows();
    for (const bad of [
      { ...newLearner('ok1@cedar.test'), email: 'not-an-email' },
      { ...newLearner('ok2@cedar.test'), user_lms_id: '  ' },
      { ...newLearner('ok3@cedar.test'), first_name: ' ' },
      { ...newLearner('ok4@cedar.test'), user_role_id: ROLE.limitedAdmin },
    ]) {
      const response = await call('programManager', 'POST', base, { members: [newLearner('good@cedar.test'), bad] });
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
    }
    const twice = await call('programManager', 'POST', base, {
      members: [newLearner('twice@cedar.test'), newLearner('TWICE@cedar.test', 'other')],
    });
    assert.equal(twice.statusCode, 400);
    assert.equal(await countRows(), before);
  });

  it('looks up an existing user by e-mail for the form', async () => {
    const found = await call(
      'programManager',
      'GET',
      `${base}/lookup?email=${encodeURIComponent(PEOPLE.classmate.email)}`,
    );
    const message = (found.json() as MemberLookupEnvelope).message;
    assert.equal(message.user?.first_name, PEOPLE.classmate.first);
    assert.equal(message.inCohort, true);
    const none = await call('programManager', 'GET', `${base}/lookup?email=nobody%40cedar.test`);
    assert.deepEqual((none.json() as MemberLookupEnvelope).message, { user: null, inCohort: false });
  });

  it('edits a member: only the fields sent, split between user record and membership', async () => {
    const [row] = await membershipOf(PEOPLE.classmate.email);
    const response = await call('programManager', 'PUT', `${base}/${row!.id}`, {
      user: { first_name: ' Catherine ' },
      membership: { user_role_id: ROLE.coach },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { didUpdate, message, member } = (response.json() as UpdateCohortMemberEnvelope).message;
    assert.equal(didUpdate, true);
    assert.equal(message, 'Successfully Updated 2 properties');
    assert.equal(member.first_name, 'Catherine');
    assert.equal(member.user_role_id, ROLE.coach);
    assert.equal(member.last_name, 'Fixture');
  });

  it('turns Connect visibility off when a member is made inactive', async () => {
    const [row] = await membershipOf(PEOPLE.private.email);
    const response = await call('programManager', 'PUT', `${base}/${row!.id}`, {
      user: {},
      membership: { active: false },
    });
    const { member } = (response.json() as UpdateCohortMemberEnvelope).message;
    assert.equal(member.active, false);
    assert.equal(member.is_visible, false);
  });

  it("refuses bad edits and changes nothing: taken e-mail or LMS id, the Admin's role, another cohort's row", async () => {
    const [row] = await membershipOf(PEOPLE.learner.email);
    const [admin] = await membershipOf(PEOPLE.programManager.email);
    const [otherRow] = await portal.db.select().from(userCourses).where(eq(userCourses.cohort_id, COHORT_B));
    const cases: [number, object, number][] = [
      [row!.id, { user: { email: PEOPLE.classmate.email }, membership: {} }, 400],
      [row!.id, { user: { email: 'nope' }, membership: {} }, 400],
      [row!.id, { user: { user_lms_id: 'L-77' }, membership: { active: false } }, 400],
      [row!.id, { user: { last_name: '' }, membership: {} }, 400],
      [row!.id, { user: {}, membership: { user_role_id: ROLE.limitedAdmin } }, 400],
      [admin!.id, { user: {}, membership: { user_role_id: ROLE.learner } }, 400],
      [otherRow!.id, { user: { first_name: 'X' }, membership: {} }, 404],
      [row!.id, { user: { first_name: 'X' }, membership: {}, extra: 1 }, 400],
    ];
    for (const [id, payload, status] of cases) {
      const response = await call('programManager', 'PUT', `${base}/${id}`, payload);
      assert.equal(response.statusCode, status, JSON.stringify(payload));
    }
    const [after] = await membershipOf(PEOPLE.learner.email);
    assert.equal(after?.active, true);
    const [user] = await portal.db.select().from(users).where(eq(users.email, PEOPLE.learner.email));
    assert.equal(user?.user_lms_id, 'lms-1001');
  });

  it('lists the audit of membership changes, newest first', async () => {
    const response = await call('programManager', 'GET', `${base}/changes`);
    assert.equal(response.statusCode, 200, response.body);
    const { changes } = (response.json() as MembershipChangesEnvelope).message;
    assert.equal(changes[0]?.action, 'updated');
    assert.equal(changes[0]?.member_email, PEOPLE.private.email);
    assert.ok(changes.some((c) => c.action === 'added' && c.member_email === 'fine@cedar.test'));
    assert.ok(changes.every((c) => c.actor_email === PEOPLE.programManager.email));
  });
});
