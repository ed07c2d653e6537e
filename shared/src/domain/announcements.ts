/** Who an announcement is for: everyone (1, the spec's value), a program or a cohort. */
export const AUDIENCE = { everyone: 1, program: 2, cohort: 3 } as const;
/** An announcement audience. */
export type Audience = (typeof AUDIENCE)[keyof typeof AUDIENCE];

/** An announcement expires one day after it is posted unless told otherwise (admin-console §9). */
export const ANNOUNCEMENT_DEFAULT_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Announcements are refreshed every 120 s and rotate every 10 s on the dashboard (§9). */
export const ANNOUNCEMENT_REFRESH_MS = 120_000;

/** What the audience and schedule rules read. */
export interface AnnouncementFacts {
  audience: number;
  program_id: number | null;
  cohort_id: number | null;
  post_schedule: string;
  post_expiration: string | null;
}

/** Does the announcement reach members of this cohort? */
export function announcementReaches(
  announcement: Pick<AnnouncementFacts, 'audience' | 'program_id' | 'cohort_id'>,
  cohort: { cohort_id: number; program_id: number | null },
): boolean {
  if (announcement.audience === AUDIENCE.everyone) return true;
  if (announcement.audience === AUDIENCE.program) return announcement.program_id === cohort.program_id;
  return announcement.audience === AUDIENCE.cohort && announcement.cohort_id === cohort.cohort_id;
}

/** Posted (the schedule has come) and not expired at `now`. */
export function isAnnouncementLive(
  announcement: Pick<AnnouncementFacts, 'post_schedule' | 'post_expiration'>,
  now: Date,
): boolean {
  const posted = Date.parse(announcement.post_schedule);
  const expires = announcement.post_expiration === null ? Infinity : Date.parse(announcement.post_expiration);
  return Number.isFinite(posted) && posted <= now.getTime() && now.getTime() < expires;
}

/** An announcement's status in the console (§4): computed from its schedule and expiry. */
export type AnnouncementStatus = 'Queued' | 'Active' | 'Expired';

/** An announcement counts as Expired only an hour after its expiry (§4). */
export const ANNOUNCEMENT_EXPIRED_GRACE_MS = 60 * 60 * 1000;

/** Expired an hour past expiry, Active once posted, Queued before (§4). */
export function announcementStatus(
  announcement: Pick<AnnouncementFacts, 'post_schedule' | 'post_expiration'>,
  now: Date,
): AnnouncementStatus {
  const expires = announcement.post_expiration === null ? Infinity : Date.parse(announcement.post_expiration);
  if (now.getTime() >= expires + ANNOUNCEMENT_EXPIRED_GRACE_MS) return 'Expired';
  return Date.parse(announcement.post_schedule) <= now.getTime() ? 'Active' : 'Queued';
}

/**
 * A program's abbreviation in audience labels (§9): Cybersecurity CS, UX Design UXD, Test
 * Program Test, otherwise the initials of its words without the word "program".
 */
export function programAbbreviation(title: string): string {
  const lower = title.trim().toLowerCase();
  if (lower.startsWith('cybersecurity')) return 'CS';
  if (lower.startsWith('ux design')) return 'UXD';
  if (lower.startsWith('test')) return 'Test';
  return title
    .split(/\s+/)
    .filter((word) => word && word.toLowerCase() !== 'program')
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
