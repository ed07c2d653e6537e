import { daysUntil } from '../../../lib/dates';
import { messages } from '../../../messages';

/**
 * The launchpad's start-date message in whole days (§2): 'N days remaining' before the start
 * date, 'class started N days ago' from it on; null without a start date.
 */
export function startMessage(startdate: string | null, now: Date, timeZone: string): string | null {
  if (!startdate) return null;
  const days = daysUntil(startdate, now, timeZone);
  return days > 0 ? messages.launchpad.remaining(days) : messages.launchpad.started(-days);
}
