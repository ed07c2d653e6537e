// @cedar/shared/dates: the one moment every app formats dates with.
//
// The 10-year data build carries the time-zone rules the portal needs (a third of the full
// data). It is a federation singleton (shared-dependencies.cjs), so every app runs one moment
// with one zone database; apps import moment from here, never from 'moment-timezone' itself,
// which would bring a second copy with the full history (docs/decisions/0001-federation.md).
// This module is not shared at run time: it holds no state of its own, and keeping it out of
// the @cedar/shared/ui and /auth barrels keeps moment off the host's first page.
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';

/** moment with the time-zone data (10-year build), the portal's single copy. */
export { moment };

/**
 * A moment in New York time labelled with its own abbreviation, EST or EDT as the date has it
 * (DECISIONS: the console's "EST" times): `Nov 25, 2026 7:00 AM EST`.
 */
export function formatNewYorkTime(iso: string): string {
  return moment.tz(iso, 'America/New_York').format('MMM D, YYYY h:mm A z');
}
