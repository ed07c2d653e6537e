import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupportRequest } from '@cedar/shared/contract';
import { repositoryPluginName } from '../../src/plugins/app/repositories.ts';
import { OVER_DRIZZLE, type RepositoryName } from '../../src/repositories/implementations.ts';
import type { SupportRequestsRepository } from '../../src/repositories/support-requests.ts';
import { PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

const STORED: SupportRequest = {
  id: 7,
  request_type_id: 6,
  status: 'open',
  description: 'other=<p>From the fake</p>',
  cohort_id: null,
  cohort_name: null,
  lms_course_id: null,
  source: 'my_cedar',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('repository plugins', () => {
  let portal: TestPortal;
  const asked: string[] = [];
  const unused = () => Promise.reject(new Error('not in this test'));
  const fake: SupportRequestsRepository = {
    create: unused,
    listForCohort: unused,
    fingerprint: unused,
    findForStaff: unused,
    responses: unused,
    act: unused,
    deliveries: unused,
    otherRequests: unused,
    learnerCourses: unused,
    savedReplies: unused,
    createSavedReply: unused,
    updateSavedReply: unused,
    deleteSavedReply: unused,
    listOwn: async (email) => {
      asked.push(email);
      return [STORED];
    },
  };
  before(async () => {
    portal = await startTestPortal({ repositories: { supportRequestsRepository: fake } });
  });
  after(() => portal.close());

  it('registers each repository as its own named plugin that depends on the database', () => {
    for (const name of Object.keys(OVER_DRIZZLE) as RepositoryName[]) {
      assert.ok(portal.app.hasPlugin(repositoryPluginName(name)), name);
      assert.ok(portal.app.hasDecorator(name), name);
    }
    assert.equal(repositoryPluginName('usersRepository'), 'cedar-users-repository');
  });

  it('lets the caller of buildApp choose an implementation: routes use it, not the database', async () => {
    const response = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/supportrequests/mine' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: { support_requests: [STORED] } });
    assert.deepEqual(asked, [PEOPLE.learner.email]);
  });
});
