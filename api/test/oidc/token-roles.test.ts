import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tokenRolesFor } from '../../src/oidc/token-roles.ts';

const member = (user_role_id: number, active = true) => ({ cohort_id: 1, user_role_id, active });

describe('roles claim', () => {
  it('is empty for learners and for users without memberships', () => {
    assert.deepEqual(tokenRolesFor([]), []);
    assert.deepEqual(tokenRolesFor([member(1), member(1)]), []);
  });

  it('marks any non-learner role as Staff', () => {
    assert.deepEqual(tokenRolesFor([member(5)]), ['Staff']);
    assert.deepEqual(tokenRolesFor([member(15), member(1)]), ['Staff']);
  });

  it('adds Admin for Program Managers and Limited Admins', () => {
    assert.deepEqual(tokenRolesFor([member(9)]), ['Staff', 'Admin']);
    assert.deepEqual(tokenRolesFor([member(11)]), ['Staff', 'Admin']);
  });

  it('adds Instructor for the instructional roles', () => {
    for (const id of [2, 3, 8, 10, 12]) assert.deepEqual(tokenRolesFor([member(id)]), ['Staff', 'Instructor']);
    assert.deepEqual(tokenRolesFor([member(9), member(2)]), ['Staff', 'Admin', 'Instructor']);
  });

  it('ignores inactive memberships', () => {
    assert.deepEqual(tokenRolesFor([member(9, false), member(1)]), []);
  });
});
