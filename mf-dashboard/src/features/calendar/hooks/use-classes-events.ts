import { useMemo } from 'react';
import { EVENT_STATE_REFRESH_MS, TODAY_RECORDINGS_REFRESH_MS, localDateKey } from '@cedar/shared/domain';
import { useDashboardCohort } from '../../../lib/dashboard-cohort';
import { useNow } from '../../../lib/use-now';
import { useCohortCalendars } from '../api/get-cohort-calendars';
import { useRecordings } from '../api/get-recordings';
import { eventsOf, recordingMeetings } from '../lib/calendar-days';

/**
 * Everything the Classes & Events panel shows: the cohort's events, a clock ticking every
 * 5 s (§9), the recordings of past days (asked once) and of today (asked every 60 s).
 */
export function useClassesEvents() {
  const { cohortId, timeZone } = useDashboardCohort();
  const now = useNow(EVENT_STATE_REFRESH_MS);
  const calendars = useCohortCalendars(cohortId, timeZone);
  const events = useMemo(() => eventsOf(calendars.data ?? []), [calendars.data]);
  const today = localDateKey(now, timeZone);
  const { pastIds, todayIds } = useMemo(() => recordingMeetings(events, today, timeZone), [events, today, timeZone]);
  const past = useRecordings(pastIds);
  const todays = useRecordings(todayIds, TODAY_RECORDINGS_REFRESH_MS);
  const recordings = useMemo(() => [...(past.data ?? []), ...(todays.data ?? [])], [past.data, todays.data]);

  return {
    calendars: calendars.data,
    isLoading: calendars.isLoading,
    failed: Boolean(calendars.error),
    onRetry: () => void calendars.mutate(),
    recordings,
    now,
    timeZone,
  };
}
