import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MemberImportEnvelope } from '@cedar/shared/contract';
import { and, eq } from 'drizzle-orm';
import { membershipChanges, userCourses, users } from '../../../src/db/schema/index.ts';
import { IMPORT_MESSAGES } from '../../../src/domain/member-import.ts';
import { COHORT_A, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const url = `/api/v1/cohort/${COHORT_A}/members/import`;
const HEADER = 'email,first_name,last_name,user_lms_id,role,active,is_visible';

async function form(csv: string | Buffer, options: { apply?: boolean; name?: string; type?: string } = {}) {
  const data = new FormData();
  if (options.apply) data.append('apply', 'true');
  data.append(
    'file',
    new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: options.type ?? 'text/csv' }),
    options.name ?? 'members.csv',
  );
  const request = new Request('http://portal.test/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe('importing members from a CSV file', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const upload = async (as: PersonKey, csv: string | Buffer, options: Parameters<typeof form>[1] = {}) =>
    portal.request({ as, method: 'POST', url, ...(await form(csv, options)) });
  const snapshot = async () => ({
    users: (await portal.db.select({ id: users.id, first: users.first_name }).from(users)).length,
    memberships: JSON.stringify(await portal.db.select().from(userCourses).orderBy(userCourses.id)),
    changes: (await portal.db.select({ id: membershipChanges.id }).from(membershipChanges)).length,
  });
  const file = [
    HEADER,
    'new.person@school.academy,New,Person,L-900,Learner,true,true',
    `${PEOPLE.coach.email},Coco,Renamed,,Coach,true,true`,
    `${PEOPLE.learner.email},bad row,,,Learner,true,true`,
    `${PEOPLE.otherLearner.email},Otto,Other,,Teacher,true,true`,
    `${PEOPLE.facilitator.email},Fay,${'X'},,Support,true,true`,
  ].join('\n');

  it('lets only the cohort admin import', async () => {
    for (const who of ['facilitator', 'limitedAdmin', 'learner', 'otherManager'] as const) {
      assert.equal((await upload(who, file)).statusCode, 403, who);
    }
  });

  it('answers a dry run row by row and changes nothing', async () => {
    const before = await snapshot();
    const response = await upload('programManager', file);
    assert.equal(response.statusCode, 200, response.body);
    const { applied, rows, counts } = (response.json() as MemberImportEnvelope).message;
    assert.equal(applied, false);
    assert.deepEqual(
      rows.map((r) => [r.line, r.action]),
      [
        [2, 'add'],
        [3, 'update'],
        [4, 'refused'],
        [5, 'refused'],
        [6, 'refused'],
      ],
    );
    assert.deepEqual(rows[0]!.details, ['New user: a set-password link is e-mailed', 'role: Learner']);
    assert.ok(rows[1]!.details.includes('last name: Renamed'), rows[1]!.details.join());
    assert.ok(rows[2]!.details.includes('Last name is required'));
    assert.deepEqual(rows[3]!.details, [IMPORT_MESSAGES.role('Teacher')]);
    assert.deepEqual(rows[4]!.details, ['A member can be made a Learner, Coach, Facilitator, Admin or SME.']);
    assert.deepEqual(counts, { add: 1, update: 1, unchanged: 0, refused: 3 });
    assert.deepEqual(await snapshot(), before);
  });

  it('applies the same rows in one transaction and records them in the audit list', async () => {
    const response = await upload('programManager', file, { apply: true });
    assert.equal(response.statusCode, 200, response.body);
    const { applied, counts } = (response.json() as MemberImportEnvelope).message;
    assert.equal(applied, true);
    assert.deepEqual(counts, { add: 1, update: 1, unchanged: 0, refused: 3 });
    const [added] = await portal.db
      .select()
      .from(userCourses)
      .where(and(eq(userCourses.cohort_id, COHORT_A), eq(userCourses.user_email, 'new.person@school.academy')));
    assert.equal(added?.user_role_id, 1);
    const [coach] = await portal.db.select().from(users).where(eq(users.email, PEOPLE.coach.email));
    assert.equal(coach?.last_name, 'Renamed');
    const audit = await portal.db.select().from(membershipChanges).where(eq(membershipChanges.cohort_id, COHORT_A));
    assert.ok(audit.some((c) => c.member_email === 'new.person@school.academy' && c.changes.includes('CSV import')));
    assert.ok(audit.some((c) => c.member_email === PEOPLE.coach.email && c.action === 'updated'));

    // Applied again, the file changes nothing more.
    const again = (await upload('programManager', file)).json() as MemberImportEnvelope;
    assert.deepEqual(again.message.counts, { add: 0, update: 0, unchanged: 2, refused: 3 });
  });

  it('refuses a wrong header, a non-CSV file, a file over 1 MB and duplicate rows, changing nothing', async () => {
    const before = await snapshot();
    const cases: Array<[string | Buffer, Parameters<typeof form>[1], number, string]> = [
      ['email,name\na@b.co,A\n', {}, 400, IMPORT_MESSAGES.header],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
        { name: 'photo.png', type: 'image/png' },
        400,
        IMPORT_MESSAGES.notCsv,
      ],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), {}, 400, IMPORT_MESSAGES.notCsv],
      [`${HEADER}\n${'x'.repeat(1024 * 1024)}`, {}, 413, IMPORT_MESSAGES.tooLarge],
      [
        `${HEADER}\ndup@cedar.test,D,D,,Coach,true,true\ndup@cedar.test,D,D,,Coach,true,true\n`,
        { apply: true },
        400,
        IMPORT_MESSAGES.duplicate(2, 3, 'dup@cedar.test'),
      ],
    ];
    for (const [body, options, status, message] of cases) {
      const response = await upload('programManager', body, options);
      assert.equal(response.statusCode, status, response.body);
      assert.equal((response.json() as { message: string }).message, message);
    }
    const noFile = await portal.request({ as: 'programManager', method: 'POST', url, payload: {} });
    assert.equal(noFile.statusCode, 400);
    assert.deepEqual(await snapshot(), before);
  });
});
