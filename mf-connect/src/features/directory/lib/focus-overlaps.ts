import type { DirectoryMember } from '@cedar/shared/contract';
import {
  describeOverlap,
  type FocusTimeSlots,
  focusOverlap,
  hasFocusTime,
  normaliseFocusTime,
} from '@cedar/shared/domain';

/** A member's shared focus hours with the viewer, and the card's words for them. */
export interface Overlap {
  hours: number;
  line: string;
}

/**
 * The overlap of each member's focus time with the viewer's, both on the viewer's clock in the
 * week around `now` (daylight saving of both zones included), by e-mail. Only members whose
 * card carries focus time (they show their time zone, and the viewer may see it) take part;
 * none when the viewer has no time zone or focus time, and never the viewer's own card.
 */
export function focusOverlaps(
  members: readonly DirectoryMember[],
  viewer: { email: string; timeZone: string | null; focus: unknown },
  now: Date,
): Map<string, Overlap> {
  const result = new Map<string, Overlap>();
  const mine: FocusTimeSlots = normaliseFocusTime(viewer.focus);
  if (!viewer.timeZone || !hasFocusTime(mine)) return result;
  const me = { timeZone: viewer.timeZone, focus: mine };
  for (const member of members) {
    if (member.email === viewer.email || !member.time_zone || !member.focus_time) continue;
    try {
      const hours = focusOverlap(
        me,
        { timeZone: member.time_zone.id, focus: normaliseFocusTime(member.focus_time) },
        now,
      );
      if (hours.length > 0) result.set(member.email, { hours: hours.length, line: describeOverlap(hours) });
    } catch {
      // An unknown zone name takes no part.
    }
  }
  return result;
}
