import type { ConnectMember } from '@cedar/shared/contract';
import { isOnlineNow } from '@cedar/shared/domain';
import type { CohortMemberCard } from '../db/repositories/cohort-members.ts';
import { avatarUrlOf } from '../domain/avatar-urls.ts';

/** A member of the connection panel; their time zone only when they show it (or it is the viewer). */
export function connectMember({ user, membership }: CohortMemberCard, viewerEmail: string, now: Date): ConnectMember {
  const showZone = user.email === viewerEmail || user.user_show_timezone;
  return {
    course_id: membership.course_id,
    cohort_id: membership.cohort_id,
    user_role_id: membership.user_role_id,
    user_email: user.email,
    is_visible: membership.is_visible,
    user_email_mk_user: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      preferred_name: user.preferred_name,
      user_image_url: avatarUrlOf(user),
      is_online: isOnlineNow(user, now),
      user_profile_updated_date: user.user_profile_updated_date,
      // Hidden means not sent (DECISIONS.md, Profiles).
      ...(showZone ? { user_timezone: user.user_timezone } : {}),
    },
  };
}
