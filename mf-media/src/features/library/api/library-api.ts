import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import type { CalendarsEnvelope } from '@cedar/shared/contract';
import type { Video, VideosEnvelope, ViewHistoryEntry, ViewHistoryEnvelope } from '../../../lib/types';

/** GET /calendars/?cohort_id: the cohort's Google calendar ids. */
export async function getCalendarIds(cohortId: number): Promise<string[]> {
  const envelope = await apiFetch<CalendarsEnvelope>('/calendars/', { query: { cohort_id: cohortId } });
  return (envelope?.message?.calendars ?? []).map((c) => c.google_calendar_id).filter(Boolean);
}

/**
 * GET /v1/videos/ for calendar ids (§7): limit 10000, neither deleted nor archived; as cards,
 * only the fields the Watch page shows (the video page asks for its own video in full).
 */
export async function getLibraryVideos(calendarIds: readonly string[]): Promise<Video[]> {
  if (calendarIds.length === 0) return [];
  const envelope = await apiFetch<VideosEnvelope>('/v1/videos/', {
    query: { google_calendar_ids: calendarIds.join(','), limit: 10000, deleted: false, archived: false, view: 'cards' },
  });
  return envelope?.message?.videos ?? [];
}

/** GET /uservideoview/{id}: the user's view history. */
export async function getViewHistory(userId: string | number): Promise<ViewHistoryEntry[]> {
  const envelope = await apiFetch<ViewHistoryEnvelope>(`/uservideoview/${encodeURIComponent(String(userId))}`);
  return envelope?.message?.response ?? [];
}

/** The cohort's calendar ids, then its videos. */
export function useLibrary(cohortId: number | null) {
  return useSWR<{ calendarIds: string[]; videos: Video[] }, ApiError, readonly [string, number] | null>(
    cohortId ? (['media-library', cohortId] as const) : null,
    async ([, id]) => {
      const calendarIds = await getCalendarIds(id);
      return { calendarIds, videos: await getLibraryVideos(calendarIds) };
    },
  );
}

/** The user's view history; an error leaves it empty (the carousel simply does not show). */
export function useViewHistory(userId: string | number | null) {
  return useSWR<ViewHistoryEntry[], ApiError, readonly [string, string | number] | null>(
    userId ? (['media-view-history', userId] as const) : null,
    ([, id]) => getViewHistory(id).catch(() => []),
  );
}
