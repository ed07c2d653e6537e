import { useState } from 'react';
import type { StudySessionCardProps } from '@cedar/shared/contract';
import { messages } from '../messages';
import { useConnectCohort } from '../hooks/use-connect-cohort';
import { useSettledOnce } from '../hooks/use-settled-once';
import { StudySessionCardView } from '../features/study-session/components/StudySessionCardView/StudySessionCardView';
import { StudySessionModal } from '../features/study-session/components/StudySessionModal/StudySessionModal';
import { useStudySessionActions } from '../features/study-session/hooks/use-study-session-actions';
import { useStudySessionCard } from '../features/study-session/hooks/use-study-session-card';

/**
 * The cohort Study Session card and its modal: start a session with a topic, join one, leave
 * it. Polls the connection data every 30 s and the live session every 15 s while one runs.
 * Renders inside the host's providers (session, SWR, router, Fluent).
 */
export default function StudySessionCard(props: StudySessionCardProps) {
  const { cohortId, prestart, onConnectPage = false, onSettled } = props;
  const cohort = useConnectCohort(cohortId, prestart);
  const card = useStudySessionCard(cohort.cohortId, cohort.email);
  const actions = useStudySessionActions(cohort.cohortId, card.hostId, cohort.email);
  const [modalOpen, setModalOpen] = useState(false);
  const { state } = card;
  useSettledOnce(state.kind !== 'loading', onSettled);
  const running = state.kind === 'running' ? state : null;

  return (
    <>
      <StudySessionCardView
        title={cohort.prestart ? messages.studySessionCard.prestartTitle : messages.studySessionCard.title}
        state={state}
        onConnectPage={onConnectPage}
        hasRoom={card.hostId !== null}
        zoomUrl={running?.session.zoom_url ?? card.cohort?.zoom_url ?? null}
        pending={actions.pending}
        leaveFailed={actions.failed === 'leave'}
        onOpenModal={() => {
          actions.clearFailure();
          setModalOpen(true);
        }}
        onLeave={() => void actions.leave()}
        onRetry={card.retry}
      />
      <StudySessionModal
        open={modalOpen}
        mode={running ? (running.joined ? 'joined' : 'join') : 'start'}
        topics={running?.session.topics}
        people={running?.people}
        pending={actions.pending}
        failed={actions.failed}
        onStart={actions.start}
        onJoin={actions.join}
        onAddTopic={actions.addTopic}
        onClose={() => setModalOpen(false)}
      />
    </>
  );
}
