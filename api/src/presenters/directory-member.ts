import type { DirectoryMember } from '@cedar/shared/contract';
import { displayName, hasFocusTime, isOnlineNow, isRecentlyUpdated, normaliseFocusTime } from '@cedar/shared/domain';
import type { UserRecord } from '../db/repositories/records.ts';
import { avatarUrlOf } from '../domain/avatar-urls.ts';

/**
 * One directory card as `viewerEmail` may see it: location and time zone only when their owner
 * shows them (or it is the viewer's own card), focus time only with the time zone and to a
 * viewer who may see it. Hidden means not sent (DECISIONS.md, Profiles).
 */
export function directoryMember(
  user: UserRecord,
  roleId: number,
  viewerEmail: string,
  favourite: boolean,
  now: Date,
  seesFocusTime = false,
): DirectoryMember {
  const own = user.email === viewerEmail;
  const location = (own || user.user_show_location) && user.user_location?.description;
  const zone = (own || user.user_show_timezone) && user.user_timezone;
  const focus = zone && (own || seesFocusTime) ? normaliseFocusTime(user.user_focus_time) : {};
  return {
    email: user.email,
    display_name: displayName(user),
    last_name: user.last_name,
    user_image_url: avatarUrlOf(user),
    user_role_id: roleId,
    ...(location ? { location } : {}),
    ...(zone && zone.time_zone_id ? { time_zone: { id: zone.time_zone_id, name: zone.time_zone_name } } : {}),
    ...(zone && hasFocusTime(focus) ? { focus_time: focus } : {}),
    is_online: isOnlineNow(user, now),
    user_last_seen: user.user_last_seen,
    recently_updated: isRecentlyUpdated(user.user_profile_updated_date, now),
    is_favorite: favourite,
  };
}
