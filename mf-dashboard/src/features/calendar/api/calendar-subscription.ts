import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type CalendarSubscription, type CalendarSubscriptionEnvelope, pathFor } from '@cedar/shared/contract';

/** SWR key of the learner's calendar feed. */
export const calendarSubscriptionKey = ['calendar-subscription'] as const;

/** GET /v1/calendar/subscription: the feed's state (its URL is never sent again). */
export async function getCalendarSubscription(): Promise<CalendarSubscription | null> {
  const envelope = await apiFetch<CalendarSubscriptionEnvelope>(pathFor('calendarSubscription'));
  return envelope?.message?.subscription ?? null;
}

/** POST /v1/calendar/subscription: a new feed URL; an older one stops working. */
export async function createCalendarSubscription(): Promise<CalendarSubscription | null> {
  const envelope = await apiFetch<CalendarSubscriptionEnvelope>(pathFor('createCalendarSubscription'), {
    method: 'POST',
    body: {},
  });
  return envelope?.message?.subscription ?? null;
}

/** DELETE /v1/calendar/subscription: the feed stops working. */
export async function revokeCalendarSubscription(): Promise<void> {
  await apiFetch<CalendarSubscriptionEnvelope>(pathFor('revokeCalendarSubscription'), { method: 'DELETE' });
}

/** The learner's calendar feed; asked for only while `enabled` (the dialog is open). Mutate it with the answers above. */
export function useCalendarSubscription(enabled: boolean) {
  return useSWR<CalendarSubscription | null, ApiError, typeof calendarSubscriptionKey | null>(
    enabled ? calendarSubscriptionKey : null,
    () => getCalendarSubscription(),
  );
}
