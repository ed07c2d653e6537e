import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreatedCohortEnvelope, ManagedProgramsEnvelope } from '@cedar/shared/contract';
import { and, eq } from 'drizzle-orm';
import { cohorts, userCourses } from '../../../src/db/schema/index.ts';
import { COHORT_A, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const valid = {
  program_id: 1,
  cohort_name: 'SEBD January 2027',
  created_by: 'Ada.Manager@School.Academy',
  startTermField: '2027-01-11',
};

describe('cohort creation and the program lists', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => NOW });
    await portal.db.update(cohorts).set({ end_date: '2026-06-30' }).where(eq(cohorts.cohort_id, COHORT_A));
  });
  after(() => portal.close());

  const call = (as: PersonKey, method: 'GET' | 'POST', url: string, payload?: object) =>
    portal.request({ as, method, url, ...(payload === undefined ? {} : { payload }) });
  const count = async () => (await portal.db.select({ id: cohorts.cohort_id }).from(cohorts)).length;

  it('lists every program with its active and inactive cohorts for admins and limited admins', async () => {
    const response = await call('limitedAdmin', 'GET', '/api/v1/programs');
    assert.equal(response.statusCode, 200, response.body);
    const { programs } = (response.json() as ManagedProgramsEnvelope).message;
    const sebd = programs.find((p) => p.id === 1)!;
    assert.deepEqual(
      sebd.cohorts.inactive.map((c) => c.cohort_name),
      ['Cohort A'],
    );
    assert.deepEqual(
      programs.find((p) => p.id === 6)!.cohorts.active.map((c) => c.cohort_name),
      ['Cohort B'],
    );
    for (const who of ['facilitator', 'coach', 'learner'] as const) {
      assert.equal((await call(who, 'GET', '/api/v1/programs')).statusCode, 403, who);
    }
  });

  it('creates a cohort and makes its creator an admin member (role 9, visible, active)', async () => {
    const response = await call('programManager', 'POST', '/api/v1/cohort', valid);
    assert.equal(response.statusCode, 201, response.body);
    const { cohort, membership } = (response.json() as CreatedCohortEnvelope).message;
    assert.equal(cohort.cohort_name, valid.cohort_name);
    assert.equal(cohort.start_date, '2027-01-11');
    assert.equal(membership.user_role_id, 9);
    const [row] = await portal.db
      .select()
      .from(userCourses)
      .where(and(eq(userCourses.cohort_id, cohort.cohort_id), eq(userCourses.user_email, PEOPLE.programManager.email)));
    assert.equal(row?.active, true);
    assert.equal(row?.is_visible, true);
    const [stored] = await portal.db.select().from(cohorts).where(eq(cohorts.cohort_id, cohort.cohort_id));
    assert.equal(stored?.created_by, 'ada.manager@school.academy');
    // The new cohort's admin manages its members at once.
    assert.equal((await call('programManager', 'GET', `/api/v1/cohort/${cohort.cohort_id}/members`)).statusCode, 200);
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const before = await count();
    const cases: [object, RegExp][] = [
      [{ ...valid, cohort_name: 'Past', startTermField: '2026-11-24' }, /cannot be before today/],
      [{ ...valid, cohort_name: 'Bad date', startTermField: '2027-02-30' }, /valid term 1 start date/],
      [{ ...valid, cohort_name: 'Test program', program_id: 5 }, /listed programs/],
      [{ ...valid, cohort_name: 'All programs', program_id: 8 }, /listed programs/],
      [{ ...valid, cohort_name: 'No mail', created_by: 'nobody' }, /program manager e-mail/],
      [{ ...valid, cohort_name: 'sebd january 2027' }, /already exists/],
      [{ ...valid, cohort_name: '   ' }, /cohort name is required/],
    ];
    for (const [payload, message] of cases) {
      const response = await call('programManager', 'POST', '/api/v1/cohort', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, message);
    }
    assert.equal((await call('programManager', 'POST', '/api/v1/cohort', { ...valid, extra: 1 })).statusCode, 400);
    assert.equal(await count(), before);
  });

  it('starts today at the earliest', async () => {
    const response = await call('programManager', 'POST', '/api/v1/cohort', {
      ...valid,
      cohort_name: 'Starts today',
      startTermField: '2026-11-25',
    });
    assert.equal(response.statusCode, 201, response.body);
  });

  it('needs adminSettingsCreateCohort: a limited admin or a facilitator gets 403', async () => {
    for (const who of ['limitedAdmin', 'facilitator', 'support', 'learner'] as const) {
      const response = await call(who, 'POST', '/api/v1/cohort', { ...valid, cohort_name: `By ${who}` });
      assert.equal(response.statusCode, 403, who);
    }
  });
});
