import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type CohortCalendarsEnvelope, type CalendarWithEvents, pathFor } from '@cedar/shared/contract';

/** SWR key of a cohort's calendars with the events of the window, "today" taken in a zone. */
export function cohortCalendarsKey(cohortId: number, timeZone: string) {
  return ['cohort-calendars', cohortId, timeZone] as const;
}

/** GET /v1/cohort/:cohortId/calendars: calendars with events from 7 days before to 7 days after today. */
export async function getCohortCalendars(cohortId: number, timeZone: string): Promise<CalendarWithEvents[]> {
  const envelope = await apiFetch<CohortCalendarsEnvelope>(pathFor('cohortCalendars', { cohortId }), {
    query: { time_zone: timeZone },
  });
  return envelope?.message?.calendars ?? [];
}

/** Fetches a cohortCalendarsKey (the hook's fetcher, and the dashboard's first-sight read in panel-reads.ts). */
export const fetchCohortCalendars = ([, id, zone]: ReturnType<typeof cohortCalendarsKey>) =>
  getCohortCalendars(id, zone);

/** The cohort's calendars and events; null waits. */
export function useCohortCalendars(cohortId: number | null, timeZone: string) {
  return useSWR<CalendarWithEvents[], ApiError, ReturnType<typeof cohortCalendarsKey> | null>(
    cohortId ? cohortCalendarsKey(cohortId, timeZone) : null,
    fetchCohortCalendars,
    { onError: (error) => console.warn('[dashboard] calendars could not load', error) },
  );
}
