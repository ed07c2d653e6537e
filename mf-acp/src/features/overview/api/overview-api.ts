import useSWR from 'swr';
import { type ApiError, apiFetch, useApi } from '@cedar/shared/api';
import {
  type CalendarsEnvelope,
  type ConnectionEnvelope,
  pathFor,
  type StudySessionEnvelope,
  type VideoInfo,
  type VideosEnvelope,
} from '@cedar/shared/contract';

/** §9: the Study Session panel polls every 15 s while a meeting host is set. */
export const STUDY_SESSION_POLL_MS = 15_000;

/** The cohort's name, members, meeting room and study session flag. */
export function useCohortConnection(cohortId: number | null) {
  return useApi<ConnectionEnvelope>(cohortId === null ? null : pathFor('cohortConnection', { cohortId }));
}

/** The running study session of a meeting host (the Zoom session lookup of §7); `{}` when none. */
export function useHostSession(hostId: string | null) {
  return useApi<StudySessionEnvelope>(hostId === null ? null : pathFor('studySession', { hostId }), undefined, {
    refreshInterval: STUDY_SESSION_POLL_MS,
  });
}

/** The cohort's newest recording: its calendars, then their videos, newest first. */
export function useLatestVideo(cohortId: number | null) {
  return useSWR<VideoInfo | null, ApiError>(cohortId === null ? null : ['acp-latest-video', cohortId], async () => {
    const calendars = await apiFetch<CalendarsEnvelope>(pathFor('calendars'), { query: { cohort_id: cohortId! } });
    const ids = (calendars.message.calendars ?? []).map((c) => c.google_calendar_id).filter(Boolean);
    if (ids.length === 0) return null;
    const envelope = await apiFetch<VideosEnvelope>(pathFor('videos'), {
      query: { google_calendar_ids: ids.join(','), limit: 10000, archived: false },
    });
    const started = (v: VideoInfo) => Date.parse(v.video_details.recording_start ?? v.recordingDate) || 0;
    return [...envelope.message.videos].sort((a, b) => started(b) - started(a))[0] ?? null;
  });
}
