import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ConnectionEnvelope, StudySessionEnvelope } from '@cedar/shared/contract';
import { connectionKey } from '../../../api/get-connection-data';
import { addStudySessionTopic } from '../api/add-study-session-topic';
import { studySessionKey } from '../api/get-study-session';
import { joinStudySession } from '../api/join-study-session';
import { leaveStudySession } from '../api/leave-study-session';

/** An action of the card or the modal that is under way or has failed. */
export type StudySessionAction = 'start' | 'join' | 'topic' | 'leave';

/** Start, join, add a topic, leave: each updates the cached session and connection data. */
export interface StudySessionActions {
  pending: StudySessionAction | null;
  failed: StudySessionAction | null;
  /** Resolves true once done, so the modal can close. */
  start(topic: string): Promise<boolean>;
  join(topic: string): Promise<boolean>;
  addTopic(topic: string): Promise<boolean>;
  leave(): Promise<boolean>;
  clearFailure(): void;
}

/** The meeting opens in a new tab that gets no handle on the portal (§4: after a successful start). */
function openMeeting(url: string | null) {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

/** The card's actions for a cohort's room; they do nothing without a room or a signed-in user. */
export function useStudySessionActions(cohortId: number | null, hostId: string | null, email: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<StudySessionAction | null>(null);
  const [failed, setFailed] = useState<StudySessionAction | null>(null);

  const setSession = (envelope: StudySessionEnvelope) =>
    hostId ? mutate(studySessionKey(hostId), envelope, { revalidate: false }) : undefined;
  // Shows the new state at once, then asks the API for the truth.
  const setInProgress = (inProgress: boolean) =>
    cohortId === null
      ? undefined
      : mutate<ConnectionEnvelope>(connectionKey(cohortId), (current) =>
          current
            ? { message: { cohort: { ...current.message.cohort, study_session_in_progress: inProgress } } }
            : current,
        );

  async function run(action: StudySessionAction, work: (room: string) => Promise<void>): Promise<boolean> {
    if (!hostId || !email || pending) return false;
    setPending(action);
    setFailed(null);
    try {
      await work(hostId);
      return true;
    } catch {
      setFailed(action);
      return false;
    } finally {
      setPending(null);
    }
  }

  const enter = (action: 'start' | 'join', topic?: string) =>
    run(action, async (room) => {
      const answer = await joinStudySession(room, { userEmail: email, ...(topic ? { topic } : {}) });
      openMeeting(answer.zoom_url);
      await setSession({ message: answer.session });
      void setInProgress(true);
    });

  const addTopic = (topic: string) =>
    run('topic', async (room) => {
      const topics = await addStudySessionTopic(room, topic);
      await mutate<StudySessionEnvelope>(
        studySessionKey(room),
        (current) =>
          current && 'session_id' in current.message ? { message: { ...current.message, topics } } : current,
        { revalidate: false },
      );
    });

  return {
    pending,
    failed,
    // §5: a start needs a topic; without one nothing is sent.
    start: (topic: string) => (topic.trim() ? enter('start', topic.trim()) : Promise.resolve(false)),
    // §5: joining sends no topic; one typed in the modal is added once in the session.
    join: async (topic: string) => {
      const joined = await enter('join');
      return joined && topic.trim() ? addTopic(topic.trim()) : joined;
    },
    addTopic: (topic: string) => (topic.trim() ? addTopic(topic.trim()) : Promise.resolve(false)),
    leave: () =>
      run('leave', async (room) => {
        const envelope = await leaveStudySession(room);
        await setSession(envelope);
        if (!('session_id' in envelope.message)) void setInProgress(false);
      }),
    clearFailure: () => setFailed(null),
  } satisfies StudySessionActions;
}
