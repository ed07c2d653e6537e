import type { AcpMember } from '@cedar/shared/contract';

/** A member row of the tests and stories. */
export const acpMember = (id: number, patch: Partial<AcpMember> = {}): AcpMember => ({
  id,
  user_email: `member${id}@cedar.test`,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  user_lms_id: `L-${id}`,
  user_role_id: 1,
  active: true,
  is_visible: true,
  is_online: false,
  ...patch,
});

/** A small cohort: learners (one online, one inactive), a coach, a facilitator and its admin. */
export const COHORT_MEMBERS: AcpMember[] = [
  acpMember(1, { first_name: 'Lena', last_name: 'Learner', user_email: 'learner@cedar.test', is_online: true }),
  acpMember(2, { first_name: 'Cato', last_name: 'Classmate', user_email: 'classmate@cedar.test' }),
  acpMember(3, {
    first_name: 'Coco',
    last_name: 'Coach',
    user_email: 'coach@cedar.test',
    user_role_id: 5,
    user_lms_id: null,
  }),
  acpMember(4, {
    first_name: 'Fay',
    last_name: 'Facilitator',
    user_email: 'facilitator@cedar.test',
    user_role_id: 2,
    user_lms_id: null,
  }),
  acpMember(5, {
    first_name: 'Ada',
    last_name: 'Admin',
    user_email: 'admin@cedar.test',
    user_role_id: 9,
    user_lms_id: null,
  }),
  acpMember(6, {
    first_name: 'Fritz',
    last_name: 'Former',
    user_email: 'former@cedar.test',
    active: false,
    is_visible: false,
  }),
];
