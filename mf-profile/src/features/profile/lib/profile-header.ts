import { roleById } from '@cedar/shared/domain';
import { type Membership, type UserProfile, pagePath } from '@cedar/shared/contract';

/** Where Edit Profile leads (§2.5): the staff edit page for users with admin access. */
export const EDIT_PROFILE_PATHS = {
  staff: pagePath('staffEditProfile'),
  learner: pagePath('learnerEditProfile'),
} as const;

/** Edit Profile's target for a viewer. */
export function editProfilePath(hasAdminAccess: boolean): string {
  return hasAdminAccess ? EDIT_PROFILE_PATHS.staff : EDIT_PROFILE_PATHS.learner;
}

/** Is the route's identifier the signed-in user's own e-mail (or username)? */
export function isOwnProfile(
  identifier: string,
  viewer: { email?: string | null; username?: string | null } | null | undefined,
): boolean {
  const wanted = identifier.trim().toLowerCase();
  if (!wanted || !viewer) return false;
  return [viewer.email, viewer.username].some((value) => value?.trim().toLowerCase() === wanted);
}

/** The header's name parts: preferred name (else first name), pronunciation and last name. */
export function headerName(
  profile: Pick<UserProfile, 'first_name' | 'last_name' | 'preferred_name' | 'user_name_pronunciation'>,
) {
  return {
    name: profile.preferred_name?.trim() || profile.first_name?.trim() || '',
    pronunciation: profile.user_name_pronunciation?.trim() || null,
    lastName: profile.last_name?.trim() || '',
  };
}

/** A course line of the header: the course (or cohort) name and the role's UI name. */
export interface CourseRole {
  key: string;
  courseName: string;
  roleLabel: string | null;
}

/** Active memberships as course lines, one per course and role. */
export function courseRoles(memberships: readonly Membership[] | null | undefined): CourseRole[] {
  const lines = new Map<string, CourseRole>();
  for (const membership of memberships ?? []) {
    if (!membership.active) continue;
    const courseName = membership.course?.coursename?.trim() || membership.cohort?.cohort_name?.trim();
    if (!courseName) continue;
    const roleLabel = roleById(membership.user_role_id)?.uiName ?? null;
    const key = `${courseName}|${membership.user_role_id}`;
    if (!lines.has(key)) lines.set(key, { key, courseName, roleLabel });
  }
  return [...lines.values()];
}

/**
 * Message on Slack. Without the workspace (team) id a slack:// deep link cannot name the user,
 * so Slack's own app_redirect is used: it opens the direct message in the app or the browser.
 */
export function slackMessageHref(slackId: string, teamId?: string | null): string {
  const query = new URLSearchParams({ channel: slackId.trim() });
  if (teamId) query.set('team', teamId);
  return `https://slack.com/app_redirect?${query.toString()}`;
}

/** Send an Email / the contact element. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
