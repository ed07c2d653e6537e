import { clockTimeIn } from '@cedar/shared/domain';
import { moment } from '@cedar/shared/dates';
import { profilePageMessages as t } from '../../../messages';

/** The time-zone facts of a profile (§3.1 user_timezone). */
export interface ZoneFacts {
  time_zone_id?: string | null;
  time_zone_name?: string | null;
  utc_offset_minutes?: number | null;
}

/**
 * UTC offset of a zone at `now`, in minutes east of UTC. The IANA id wins because it knows
 * daylight saving; the stored offset is only a snapshot taken when the profile was saved.
 */
export function utcOffsetAt(zone: ZoneFacts | string | null | undefined, now: Date): number | null {
  if (!zone) return null;
  const facts: ZoneFacts = typeof zone === 'string' ? { time_zone_id: zone } : zone;
  const known = facts.time_zone_id ? moment.tz.zone(facts.time_zone_id) : null;
  // moment's utcOffset is minutes west of UTC.
  if (known) return -known.utcOffset(now.getTime());
  return typeof facts.utc_offset_minutes === 'number' ? facts.utc_offset_minutes : null;
}

/**
 * Hours as the page says them: whole hours plainly ('3 hours'), half- and quarter-hour zones
 * (India, Newfoundland, Nepal) as decimals ('5.5 hours', '5.75 hours').
 */
export function hoursText(minutes: number): string {
  return t.hours(Number((Math.abs(minutes) / 60).toFixed(2)));
}

/**
 * How a profile's zone relates to the viewer's at `now`: 'N hour(s) ahead of you',
 * 'N hour(s) behind you' or 'In your timezone'; null when either offset is unknown.
 */
export function timeZoneOffsetText(
  profileZone: ZoneFacts | null | undefined,
  viewerZone: ZoneFacts | string | null | undefined,
  now: Date,
): string | null {
  const theirs = utcOffsetAt(profileZone, now);
  const mine = utcOffsetAt(viewerZone, now);
  if (theirs === null || mine === null) return null;
  const difference = theirs - mine;
  if (difference === 0) return t.sameTimeZone;
  return difference > 0 ? t.hoursAhead(hoursText(difference)) : t.hoursBehind(hoursText(difference));
}

/** The zone's display name: the stored name, else its IANA id. */
export function timeZoneName(zone: ZoneFacts | null | undefined): string | null {
  const name = zone?.time_zone_name?.trim() || zone?.time_zone_id?.trim();
  return name || null;
}

/** The clock time in a zone at `now` ('3:42 PM'), or null for an unknown zone. */
export function localTimeText(zoneId: string | null | undefined, now: Date): string | null {
  return zoneId ? clockTimeIn(zoneId, now) : null;
}
