import { useEffect, useMemo } from 'react';
import type { ConnectionData, StudySession } from '@cedar/shared/contract';
import { useConnectionData } from '../../../api/get-connection-data';
import { learnerSummaryOf } from '../../../api/learner-summary';
import { useStudySession } from '../api/get-study-session';
import { type SessionPeople, hasJoined, isRunning, sessionPeople } from '../lib/session-people';

/** What the Study Session card shows (§2, §4). */
export type StudySessionCardState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'idle'; onlineCount: number }
  | { kind: 'running'; session: StudySession; people: SessionPeople; joined: boolean };

/** The card's data: connection data every 30 s, the live session every 15 s while one runs. */
export interface StudySessionCardData {
  state: StudySessionCardState;
  cohort: ConnectionData | undefined;
  /** The cohort's room: start, join and leave go there. Null when it has none. */
  hostId: string | null;
  retry(): void;
}

/** Loads and combines the connection data and the live session of a cohort. */
export function useStudySessionCard(cohortId: number | null, email: string): StudySessionCardData {
  const connection = useConnectionData(cohortId);
  const { cohort } = connection;
  const hostId = cohort?.zoom_host_id ?? null;
  // Polling runs while the cohort reports a session in a room, and stops and clears when it ends.
  const live = useStudySession(cohort?.study_session_in_progress && hostId ? hostId : null);
  const reportsSession = Boolean(cohort?.study_session_in_progress && hostId);
  const sessionEnded = reportsSession && live.data !== undefined && !isRunning(live.session);
  const { mutate: revalidateConnection } = connection;

  // The session ended before the next connection poll: ask now, so the 15 s polling stops.
  useEffect(() => {
    if (sessionEnded) void revalidateConnection();
  }, [sessionEnded, revalidateConnection]);

  const state = useMemo<StudySessionCardState>(() => {
    if (cohortId === null || connection.error || live.error) return { kind: 'error' };
    if (!connection.data) return { kind: 'loading' };
    if (!cohort) return { kind: 'error' };
    if (reportsSession && live.data === undefined) return { kind: 'loading' };
    if (!isRunning(live.session)) {
      return { kind: 'idle', onlineCount: learnerSummaryOf(cohort, email, new Date()).online_count };
    }
    const session = live.session;
    return { kind: 'running', session, people: sessionPeople(session), joined: hasJoined(session, email) };
  }, [cohortId, connection.error, connection.data, cohort, live.error, live.data, live.session, reportsSession, email]);

  return {
    state,
    cohort,
    hostId,
    retry: () => {
      void connection.mutate();
      if (live.error) void live.mutate();
    },
  };
}
