import type { Membership } from '@cedar/shared/contract';

/** The signed-in admin's membership in Full Stack June 2026, in the given role (admin settings tests). */
export const adminMembership = (roleId: number) =>
  ({
    id: 1,
    user_email: 'admin@cedar.test',
    user_role_id: roleId,
    cohort_id: 3,
    course_id: null,
    is_visible: true,
    active: true,
    created_by: null,
    updated_by: null,
    updated_date: null,
    course: null,
    cohort: { cohort_id: 3, cohort_name: 'Full Stack June 2026', program_id: 6 },
  }) satisfies Membership;
