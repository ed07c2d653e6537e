import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROLE } from '@cedar/shared/domain';
import { seesOnlyVisibleMembers } from '../../src/users/directory.ts';
import { normaliseFocusTime } from '../../src/presenters/profile.ts';
import {
  administeredCohorts,
  canEditProfile,
  canListCohort,
  canSeeProfile,
  holdsNonLearnerRole,
  type Viewer,
} from '../../src/users/viewer.ts';

const member = (cohort_id: number, user_role_id: number, active = true) => ({ cohort_id, user_role_id, active });
const viewer = (email: string, ...memberships: ReturnType<typeof member>[]): Viewer => ({ email, memberships });

describe('viewer rules', () => {
  const learnerA = viewer('a@cedar.test', member(1, ROLE.learner));
  const coachA = viewer('coach@cedar.test', member(1, ROLE.coach));
  const managerA = viewer('pm@cedar.test', member(1, ROLE.programManager), member(2, ROLE.learner));
  const subjectA = { email: 'b@cedar.test', memberships: [member(1, ROLE.learner)] };
  const leftA = { email: 'left@cedar.test', memberships: [member(1, ROLE.learner, false)] };

  it('shows a profile to yourself, classmates and staff of one of its cohorts', () => {
    assert.equal(canSeeProfile(learnerA, subjectA), true);
    assert.equal(canSeeProfile(viewer('x@cedar.test', member(2, ROLE.learner)), subjectA), false);
    assert.equal(canSeeProfile(viewer('B@cedar.test'), subjectA), true, 'yourself, any case');
    assert.equal(canSeeProfile(learnerA, leftA), false);
    assert.equal(canSeeProfile(coachA, leftA), true);
    assert.equal(canSeeProfile(viewer('gone@cedar.test', member(1, ROLE.learner, false)), subjectA), false);
  });

  it('hides test-style accounts from everyone but themselves', () => {
    const tester = { email: 'TestUser@cedar.test', memberships: [member(1, ROLE.learner)] };
    assert.equal(canSeeProfile(managerA, tester), false);
    assert.equal(canSeeProfile(viewer('testuser@cedar.test'), tester), true);
  });

  it('lets only the owner and a Program Manager of an active cohort of theirs edit a profile', () => {
    assert.equal(canEditProfile(managerA, subjectA), true);
    assert.equal(canEditProfile(managerA, leftA), false);
    assert.equal(canEditProfile(coachA, subjectA), false);
    assert.equal(canEditProfile(viewer('b@cedar.test'), subjectA), true);
  });

  it('lists a cohort to its active members; without one, the cohorts a Program Manager runs', () => {
    assert.equal(canListCohort(learnerA, 1), true);
    assert.equal(canListCohort(learnerA, 2), false);
    assert.deepEqual(administeredCohorts(managerA), [1]);
    assert.deepEqual(administeredCohorts(coachA), []);
    assert.equal(seesOnlyVisibleMembers(learnerA, [1]), true);
    assert.equal(seesOnlyVisibleMembers(coachA, [1]), false);
  });

  it('knows who holds a non-learner role', () => {
    assert.equal(holdsNonLearnerRole(learnerA), false);
    assert.equal(holdsNonLearnerRole(coachA), true);
    assert.equal(holdsNonLearnerRole(viewer('c@cedar.test', member(1, ROLE.coach, false))), false);
  });
});

describe('normaliseFocusTime', () => {
  it('turns stored slot objects into slot ids and drops junk', () => {
    assert.deepEqual(
      normaliseFocusTime({ monday: ['night_owl', { id: 'morning_lark', header: 'x' }, 3, null], tuesday: 'x' }),
      {
        monday: ['night_owl', 'morning_lark'],
      },
    );
    assert.deepEqual(normaliseFocusTime(null), {});
  });
});
