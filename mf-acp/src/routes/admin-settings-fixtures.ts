import type { Membership } from '@cedar/shared/contract';

interface MembershipCohort {
  cohort_id: number;
  cohort_name: string;
  program_id: number;
}

const FULL_STACK_JUNE: MembershipCohort = { cohort_id: 3, cohort_name: 'Full Stack June 2026', program_id: 6 };

/** The signed-in admin's membership in a cohort (Full Stack June 2026 unless named), in the given role. */
export const adminMembership = (roleId: number, cohort: MembershipCohort = FULL_STACK_JUNE) =>
  ({
    id: 1,
    user_email: 'admin@cedar.test',
    user_role_id: roleId,
    cohort_id: cohort.cohort_id,
    course_id: null,
    is_visible: true,
    active: true,
    created_by: null,
    updated_by: null,
    updated_date: null,
    course: null,
    cohort,
  }) satisfies Membership;
