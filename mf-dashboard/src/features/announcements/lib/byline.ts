import type { Announcement } from '@cedar/shared/contract';
import { AUDIENCE, PROGRAMS, displayName } from '@cedar/shared/domain';
import { bylineDate } from '../../../lib/dates';
import { messages } from '../../../messages';

const t = messages.announcements;

/** Who the announcement is from: the author's name when posted as 'myself', else the product. */
export function announcementAuthor(announcement: Pick<Announcement, 'post_as' | 'author_mk_user'>): string {
  if (announcement.post_as !== 'myself') return announcement.post_as;
  const author = announcement.author_mk_user;
  return author ? `${displayName(author)} ${author.last_name}`.trim() : t.unknownAudience;
}

/** Who it is for: everyone, the program's title or the cohort's name; '<Unknown>' otherwise (§2). */
export function audienceLabel(announcement: Pick<Announcement, 'audience' | 'program_id' | 'cohort'>): string {
  if (announcement.audience === AUDIENCE.everyone) return t.everyone;
  if (announcement.audience === AUDIENCE.program) {
    return PROGRAMS.find((p) => p.id === announcement.program_id)?.title ?? t.unknownAudience;
  }
  if (announcement.audience === AUDIENCE.cohort) return announcement.cohort?.cohort_name ?? t.unknownAudience;
  return t.unknownAudience;
}

/** The byline: author, audience and date (MM/DD/YYYY @ h:mmA z, or '<Unknown Date Value>'). */
export function announcementByline(announcement: Announcement, timeZone: string): string {
  return t.byline(
    announcementAuthor(announcement),
    audienceLabel(announcement),
    bylineDate(announcement.post_schedule, timeZone) ?? t.unknownDate,
  );
}
