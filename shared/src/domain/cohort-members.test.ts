import {
  type EditableMember,
  changeCount,
  editedMemberErrors,
  isValidMemberEmail,
  memberChanges,
  memberGroupOf,
  newMemberErrors,
  normaliseNewMember,
  roleFilterLabel,
} from './cohort-members.ts';

const learner = {
  email: 'new@cedar.test',
  first_name: 'New',
  last_name: 'Learner',
  user_lms_id: 'L-1',
  user_role_id: 1,
  is_visible: true,
  active: true,
};

describe('member e-mail check (DECISIONS.md)', () => {
  it.each(['a1@cedar.com', 'first.last@school.academy', 'first+tag@mail.school.edu', 'jo-ann@x.io', 'A@B.CO'])(
    'accepts %s',
    (email) => expect(isValidMemberEmail(email)).toBe(true),
  );
  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    '@cedar.test',
    'a..b@cedar.test',
    '.a@cedar.test',
    'a b@cedar.test',
    'a@-.com',
  ])('refuses %p', (email) => expect(isValidMemberEmail(email)).toBe(false));
});

describe('a member to add', () => {
  it('is trimmed, lower-cased, and an empty LMS id becomes null', () => {
    expect(normaliseNewMember({ ...learner, email: ' New@Cedar.TEST ', first_name: ' N ', user_lms_id: '  ' })).toEqual(
      {
        ...learner,
        email: 'new@cedar.test',
        first_name: 'N',
        user_lms_id: null,
      },
    );
  });

  it('needs an e-mail, both names, a known role, and an LMS id for a learner only', () => {
    expect(newMemberErrors(learner)).toEqual({});
    expect(newMemberErrors({ ...learner, email: '', first_name: ' ', last_name: '', user_lms_id: null })).toEqual({
      email: 'Email is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      user_lms_id: 'LMS ID is required for learners',
    });
    expect(newMemberErrors({ ...learner, email: 'bad@x' }).email).toBe('Please enter a valid email address');
    expect(newMemberErrors({ ...learner, user_role_id: 2, user_lms_id: null })).toEqual({});
    expect(newMemberErrors({ ...learner, user_role_id: 15, user_lms_id: null })).toEqual({});
    expect(newMemberErrors({ ...learner, user_role_id: 11 }).user_role_id).toBe('Please select a role');
  });
});

describe('an edited member row', () => {
  const before: EditableMember = {
    email: 'a@cedar.test',
    first_name: 'Ann',
    last_name: 'Lee',
    user_lms_id: 'L-1',
    user_role_id: 1,
    active: true,
    is_visible: true,
  };

  it('sends nothing when nothing changed (whitespace aside)', () => {
    const changes = memberChanges(before, { ...before, first_name: ' Ann ' });
    expect(changes).toEqual({ user: {}, membership: {} });
    expect(changeCount(changes)).toBe(0);
  });

  it('splits the changed fields between user record and membership', () => {
    const changes = memberChanges(before, { ...before, email: 'B@cedar.test', last_name: 'Li', user_role_id: 5 });
    expect(changes).toEqual({ user: { email: 'b@cedar.test', last_name: 'Li' }, membership: { user_role_id: 5 } });
    expect(changeCount(changes)).toBe(3);
  });

  it('switches Connect visibility off for an inactive member', () => {
    expect(memberChanges(before, { ...before, active: false, is_visible: true }).membership).toEqual({
      active: false,
      is_visible: false,
    });
  });

  it('clears an emptied LMS id to null', () => {
    expect(memberChanges(before, { ...before, user_lms_id: ' ' }).user).toEqual({ user_lms_id: null });
  });

  it('needs both names and a valid e-mail', () => {
    expect(editedMemberErrors(before)).toEqual({});
    expect(editedMemberErrors({ ...before, email: 'x', first_name: '', last_name: ' ' })).toEqual({
      email: 'Please enter a valid email address',
      first_name: 'First name is required',
      last_name: 'Last name is required',
    });
  });
});

describe('member groups and role filter labels (§2.9)', () => {
  it.each([
    [1, 'learners'],
    [5, 'coaches'],
    [9, 'admins'],
    [11, 'admins'],
    [2, 'staff'],
    [15, 'staff'],
  ])('role %i is in %s', (role, group) => expect(memberGroupOf(role)).toBe(group));

  it.each([
    [5, 'Coach', 'Coaches'],
    [14, 'SME', 'Subject Matter Experts'],
    [15, 'Support', 'Support'],
    [1, 'Learner', 'Learners'],
    [2, 'Facilitator', 'Facilitators'],
  ])('role %i (%s) reads %s', (id, name, label) => expect(roleFilterLabel(id, name)).toBe(label));
});
