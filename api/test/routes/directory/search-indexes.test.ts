import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROLE } from '@cedar/shared/domain';
import type { UserRecord } from '../../../src/db/repositories/records.ts';
import {
  DirectorySearchIndexes,
  type ListedMember,
  SEARCH_INDEX_MAX_AGE_MS,
} from '../../../src/routes/directory/search-indexes.ts';
import type { Viewer } from '../../../src/users/viewer.ts';

const COHORT = 7;
const NOW = new Date('2026-11-02T12:00:00Z');

function member(email: string, fields: Partial<UserRecord>, role: number = ROLE.learner): ListedMember {
  const user = {
    email,
    username: email,
    first_name: email.split('@')[0]!,
    last_name: 'Fixture',
    user_social_media_links: [],
    user_additional_spoken_languages: [],
    user_programming_languages: [],
    user_work_schedule: [],
    user_show_location: true,
    user_show_timezone: true,
    ...fields,
  } as unknown as UserRecord;
  return { id: 1, cohort_id: COHORT, user_role_id: role, active: true, user } as unknown as ListedMember;
}

const viewerOf = (email: string, role: number): Viewer => ({
  email,
  memberships: [{ cohort_id: COHORT, user_role_id: role, active: true }],
});

const austin = { description: 'Austin, TX, USA', place_id: 'p', types: [], lat: 1, lng: 1 };

describe('directory search indexes', () => {
  const listed = [
    member('ada@cedar.test', { user_location: austin }),
    member('ben@cedar.test', { user_location: austin, user_show_location: false }),
  ];

  it('answers as each viewer may see: a hidden place matches for its owner only', () => {
    const indexes = new DirectorySearchIndexes(() => 'v1');
    const ada = viewerOf('ada@cedar.test', ROLE.learner);
    const ben = viewerOf('ben@cedar.test', ROLE.learner);
    assert.deepEqual(indexes.search(ada, COHORT, listed, 'austin', NOW), ['ada@cedar.test']);
    assert.deepEqual(indexes.search(ben, COHORT, listed, 'austin', NOW), ['ada@cedar.test', 'ben@cedar.test']);
    assert.deepEqual(indexes.search(ada, COHORT, listed, '', NOW), []);
  });

  it('keeps an index while the versions and the listing hold, and rebuilds it after a change or its age', () => {
    let stamp = 'v1';
    let clock = 0;
    const indexes = new DirectorySearchIndexes(
      () => stamp,
      () => clock,
    );
    const ada = viewerOf('ada@cedar.test', ROLE.learner);
    const cara = member('cara@cedar.test', { user_dream_job: 'Pilot' });
    assert.deepEqual(indexes.search(ada, COHORT, [...listed, cara], 'pilot', NOW), ['cara@cedar.test']);
    // A write outside the API: nothing bumped, so the kept index answers until it is too old.
    const changed = member('cara@cedar.test', { user_dream_job: 'Sailor' });
    assert.deepEqual(indexes.search(ada, COHORT, [...listed, changed], 'sailor', NOW), []);
    stamp = 'v2';
    assert.deepEqual(indexes.search(ada, COHORT, [...listed, changed], 'sailor', NOW), ['cara@cedar.test']);
    const again = member('cara@cedar.test', { user_dream_job: 'Baker' });
    clock = SEARCH_INDEX_MAX_AGE_MS;
    assert.deepEqual(indexes.search(ada, COHORT, [...listed, again], 'baker', NOW), ['cara@cedar.test']);
    // Another listing (a member joined or left) is never answered from the old one.
    assert.deepEqual(indexes.search(ada, COHORT, [again], 'austin', NOW), []);
  });

  it('leaves staff of another of a member\u2019s cohorts to the exact search', () => {
    const indexes = new DirectorySearchIndexes(() => 'v1');
    const elsewhere: Viewer = {
      email: 'dan@cedar.test',
      memberships: [
        { cohort_id: COHORT, user_role_id: ROLE.learner, active: true },
        { cohort_id: COHORT + 1, user_role_id: ROLE.programManager, active: true },
      ],
    };
    assert.equal(indexes.search(elsewhere, COHORT, listed, 'austin', NOW), null);
  });
});
