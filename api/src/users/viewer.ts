import {
  hasAdminAccessToCohort,
  hasCohortAccess,
  isMemberOf,
  isVisibleAccount,
  type MembershipFacts,
  ROLE,
} from '@cedar/shared/domain';

/** The caller as access rules see them: their e-mail and their memberships (from the database). */
export interface Viewer {
  /** Lower-case e-mail from the verified token. */
  email: string;
  memberships: readonly MembershipFacts[];
}

/** The person being looked at: their e-mail and every membership they hold. */
export interface Subject {
  email: string;
  memberships: readonly MembershipFacts[];
}

export function isSelf(viewer: Viewer, subject: { email: string }): boolean {
  return viewer.email.toLowerCase() === subject.email.toLowerCase();
}

/** Does the viewer hold a non-learner role in any active membership? */
export function holdsNonLearnerRole(viewer: Viewer): boolean {
  return viewer.memberships.some((m) => m.active && m.user_role_id !== ROLE.learner);
}

/** Cohort ids in which the subject holds any membership (active or not). */
function cohortsOf(subject: Subject): number[] {
  return [...new Set(subject.memberships.map((m) => m.cohort_id))];
}

/** Staff with cohort access to one of the subject's cohorts. */
export function isStaffOf(viewer: Viewer, subject: Subject): boolean {
  return cohortsOf(subject).some((cohortId) => hasCohortAccess(viewer.memberships, cohortId));
}

/** Do viewer and subject both hold an active membership in one cohort? */
export function sharesActiveCohort(viewer: Viewer, subject: Subject): boolean {
  return subject.memberships.some((m) => m.active && isMemberOf(viewer.memberships, m.cohort_id));
}

/**
 * May the viewer know the subject exists? Themselves always; otherwise not a test-style
 * account, and either staff of one of their cohorts, or a classmate (an active cohort in
 * common) in a cohort where the subject's Connect visibility is on. A member who hides
 * themselves is hidden from learners everywhere: directory, classmates, search and profile.
 */
export function canSeeProfile(viewer: Viewer, subject: Subject): boolean {
  if (isSelf(viewer, subject)) return true;
  if (!isVisibleAccount(subject.email, viewer.email)) return false;
  if (isStaffOf(viewer, subject)) return true;
  return subject.memberships.some(
    (m) => m.active && m.is_visible !== false && isMemberOf(viewer.memberships, m.cohort_id),
  );
}

/** May the viewer edit the subject's profile? Themselves, or a Program Manager of one of their cohorts. */
export function canEditProfile(viewer: Viewer, subject: Subject): boolean {
  if (isSelf(viewer, subject)) return true;
  return subject.memberships.some((m) => m.active && hasAdminAccessToCohort(viewer.memberships, m.cohort_id));
}

/** Cohorts whose members the viewer may list: every cohort they are an active member of. */
export function canListCohort(viewer: Viewer, cohortId: number): boolean {
  return isMemberOf(viewer.memberships, cohortId);
}

/** Cohorts the viewer administers (role 9): listed when no cohort_id is given. */
export function administeredCohorts(viewer: Viewer): number[] {
  const ids = viewer.memberships.filter((m) => m.active).map((m) => m.cohort_id);
  return [...new Set(ids)].filter((id) => hasAdminAccessToCohort(viewer.memberships, id));
}
