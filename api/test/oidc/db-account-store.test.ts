import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../../src/domain/passwords.ts';
import { migrate, openDatabase, type OpenedDatabase, schema } from '../../src/db/index.ts';
import type { AccountStore } from '../../src/oidc/accounts.ts';
import { createDbAccountStore } from '../../src/oidc/db-account-store.ts';

describe('accounts from the database', () => {
  let database: OpenedDatabase;
  let accounts: AccountStore;

  before(async () => {
    database = await openDatabase({ dataDir: ':memory:' });
    await migrate(database.db);
    const { db } = database;
    await db.insert(schema.users).values([
      { email: 'pm@cedar.test', username: 'pm', first_name: 'Pat', last_name: 'Manager' },
      { email: 'nopass@cedar.test', username: 'nopass', first_name: 'No', last_name: 'Password' },
    ]);
    await db
      .insert(schema.userCredentials)
      .values({ user_email: 'pm@cedar.test', password_hash: await hashPassword('right horse') });
    const [cohort] = await db
      .insert(schema.cohorts)
      .values({ cohort_name: 'SEBD Test', program_id: 1 })
      .returning({ id: schema.cohorts.cohort_id });
    await db.insert(schema.userCourses).values([
      { user_email: 'pm@cedar.test', user_role_id: 9, cohort_id: cohort!.id },
      { user_email: 'pm@cedar.test', user_role_id: 2, cohort_id: cohort!.id, active: false },
    ]);
    accounts = createDbAccountStore(db);
  });
  after(() => database?.close());

  it('verifies a password against the stored hash, e-mail case-insensitive', async () => {
    assert.equal(await accounts.verifyCredentials('PM@cedar.test ', 'right horse'), 'pm@cedar.test');
    assert.equal(await accounts.verifyCredentials('pm@cedar.test', 'wrong horse'), null);
  });

  it('refuses unknown users and users without a password alike', async () => {
    assert.equal(await accounts.verifyCredentials('nobody@cedar.test', 'right horse'), null);
    assert.equal(await accounts.verifyCredentials('nopass@cedar.test', 'right horse'), null);
  });

  it('finds an account with its memberships', async () => {
    const account = await accounts.findAccount('pm@cedar.test');
    assert.equal(account?.first_name, 'Pat');
    assert.deepEqual(account?.memberships.map((m) => [m.user_role_id, m.active]).sort(), [
      [2, false],
      [9, true],
    ]);
    assert.equal(await accounts.findAccount('nobody@cedar.test'), null);
  });
});
