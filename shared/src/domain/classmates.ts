import { isRecentlyUpdated, isVisibleAccount } from './people.ts';
import { ROLE } from './roles.ts';

/** What the classmate rules read of a cohort member (§3 mk_user_courses). */
export interface ClassmateFacts {
  user_email: string;
  user_role_id: number;
  is_visible: boolean;
  user_email_mk_user: { is_online: boolean; user_profile_updated_date?: string | null };
}

/**
 * The cohort's visible learners, once each: role 1, shown in the directory, and not a
 * test-style account unless it is the viewer's own (§5). A learner with several courses in
 * the cohort has several memberships; they count once.
 */
export function visibleLearners<M extends ClassmateFacts>(members: readonly M[], viewerEmail: string): M[] {
  const seen = new Set<string>();
  return members.filter((member) => {
    const email = member.user_email.toLowerCase();
    if (member.user_role_id !== ROLE.learner || !member.is_visible || seen.has(email)) return false;
    if (!isVisibleAccount(member.user_email, viewerEmail)) return false;
    seen.add(email);
    return true;
  });
}

/** Visible learners marked online (§5; the API applies the 5-minute presence window). */
export function visibleOnlineLearners<M extends ClassmateFacts>(members: readonly M[], viewerEmail: string): M[] {
  return visibleLearners(members, viewerEmail).filter((member) => member.user_email_mk_user.is_online);
}

/** Visible learners whose profile was updated less than 2 weeks before `now` (§5). */
export function recentlyUpdatedLearners<M extends ClassmateFacts>(
  members: readonly M[],
  viewerEmail: string,
  now: Date,
): M[] {
  return visibleLearners(members, viewerEmail).filter((member) =>
    isRecentlyUpdated(member.user_email_mk_user.user_profile_updated_date, now),
  );
}

/**
 * The 'Have you met...' classmate: one visible learner other than the viewer, chosen by
 * `random` in [0, 1) so the caller decides how random; null when there is nobody.
 */
export function showcaseClassmate<M extends ClassmateFacts>(
  members: readonly M[],
  viewerEmail: string,
  random: number,
): M | null {
  const others = visibleLearners(members, viewerEmail).filter(
    (member) => member.user_email.toLowerCase() !== viewerEmail.toLowerCase(),
  );
  if (others.length === 0) return null;
  const index = Math.min(others.length - 1, Math.max(0, Math.floor(random * others.length)));
  return others[index] ?? null;
}
