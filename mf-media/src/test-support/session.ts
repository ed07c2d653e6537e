import type { SessionState } from '@cedar/shared/auth';

/** A learner of cohort 7 in UTC, as the media pages read the session. */
export const MEDIA_SESSION = {
  selectedCohortId: 7,
  user: { id: 42, user_timezone: { time_zone_id: 'UTC' } },
} as unknown as Partial<SessionState>;
