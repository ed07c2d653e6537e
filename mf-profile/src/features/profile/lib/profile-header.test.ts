import type { Membership } from '@cedar/shared/contract';
import { courseRoles, editProfilePath, headerName, isOwnProfile, mailtoHref, slackMessageHref } from './profile-header';

const membership = (overrides: Partial<Membership>): Membership => ({
  id: 1,
  user_email: 'ana@cedar.test',
  user_role_id: 1,
  cohort_id: 10,
  course_id: 100,
  is_visible: true,
  active: true,
  created_by: null,
  updated_by: null,
  updated_date: null,
  course: { id: 100, coursename: 'Full Stack Web Development', status: 'active' },
  cohort: { cohort_id: 10, cohort_name: 'FSWD Cohort 10', program_id: 6 },
  ...overrides,
});

describe('editProfilePath', () => {
  it('sends admins to the staff edit page and everyone else to the learner one', () => {
    expect(editProfilePath(true)).toBe('/acp/staff/editprofile');
    expect(editProfilePath(false)).toBe('/profile/learner/editprofile');
  });
});

describe('isOwnProfile', () => {
  it("compares the route with the viewer's e-mail or username, any case", () => {
    expect(isOwnProfile('Ana@Cedar.test', { email: 'ana@cedar.test' })).toBe(true);
    expect(isOwnProfile('ana', { email: 'ana@cedar.test', username: 'ana' })).toBe(true);
    expect(isOwnProfile('bo@cedar.test', { email: 'ana@cedar.test' })).toBe(false);
    expect(isOwnProfile('ana@cedar.test', null)).toBe(false);
    expect(isOwnProfile('', { email: '' })).toBe(false);
  });
});

describe('headerName', () => {
  it('uses the preferred name, else the first name', () => {
    const base = { first_name: 'Anabel', last_name: 'Lopez', preferred_name: 'Ana', user_name_pronunciation: 'AH-nah' };
    expect(headerName(base)).toEqual({ name: 'Ana', pronunciation: 'AH-nah', lastName: 'Lopez' });
    expect(headerName({ ...base, preferred_name: ' ', user_name_pronunciation: null })).toEqual({
      name: 'Anabel',
      pronunciation: null,
      lastName: 'Lopez',
    });
  });
});

describe('courseRoles', () => {
  it('lists active courses with the role UI name, once each', () => {
    expect(
      courseRoles([
        membership({ id: 1 }),
        membership({ id: 2 }),
        membership({ id: 3, user_role_id: 3, course: null }),
        membership({ id: 4, active: false, user_role_id: 9 }),
      ]),
    ).toEqual([
      { key: 'Full Stack Web Development|1', courseName: 'Full Stack Web Development', roleLabel: 'Student' },
      { key: 'FSWD Cohort 10|3', courseName: 'FSWD Cohort 10', roleLabel: 'Senior Software Engineer' },
    ]);
    expect(courseRoles(undefined)).toEqual([]);
  });
});

describe('contact links', () => {
  it('builds the Slack and e-mail links', () => {
    expect(slackMessageHref('U123')).toBe('https://slack.com/app_redirect?channel=U123');
    expect(slackMessageHref('U123', 'T9')).toBe('https://slack.com/app_redirect?channel=U123&team=T9');
    expect(mailtoHref(' ana@cedar.test ')).toBe('mailto:ana@cedar.test');
  });
});
