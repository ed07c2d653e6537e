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
