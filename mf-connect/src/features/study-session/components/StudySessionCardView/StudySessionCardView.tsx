import { useId } from 'react';
import { Body1, Body1Strong, Button, Subtitle1 } from '@fluentui/react-components';
import { TextSkeleton } from '@cedar/shared/ui';
import { messages } from '../../../../messages';
import type { StudySessionAction } from '../../hooks/use-study-session-actions';
import type { StudySessionCardState } from '../../hooks/use-study-session-card';
import { ParticipantAvatars } from '../ParticipantAvatars/ParticipantAvatars';
import { useStudySessionCardStyles } from './StudySessionCardView.styles';

const t = messages.studySessionCard;

/** Props of StudySessionCardView. */
export interface StudySessionCardViewProps {
  /** 'Study Session', or 'Classmates' for a prestart course. */
  title: string;
  state: StudySessionCardState;
  /** On /connect the running session adds an invitation (§2). */
  onConnectPage?: boolean;
  /** The cohort has a study room (zoom_host_id); without one nothing can start (§5). */
  hasRoom?: boolean;
  /** The cohort's meeting room, for Open Meeting once joined. */
  zoomUrl?: string | null;
  pending?: StudySessionAction | null;
  leaveFailed?: boolean;
  /** Opens the Cohort Study Session modal (Start Session, Join Now, Session Details). */
  onOpenModal(): void;
  onLeave(): void;
  onRetry(): void;
}

function RunningBody(
  props: StudySessionCardViewProps & { state: Extract<StudySessionCardState, { kind: 'running' }> },
) {
  const styles = useStudySessionCardStyles();
  const { state, onConnectPage, zoomUrl, pending, leaveFailed } = props;
  const { staff, classmates } = state.people;
  return (
    <>
      {onConnectPage ? (
        <Body1 as="p" className={styles.text}>
          {t.connectInvite}
        </Body1>
      ) : null}
      {state.joined ? (
        <Body1Strong as="p" className={styles.kickOff}>
          {t.youAreIn}
        </Body1Strong>
      ) : null}
      <div className={styles.groups}>
        {staff.length > 0 ? <ParticipantAvatars label={t.staffInSession} participants={staff} /> : null}
        {classmates.length > 0 ? <ParticipantAvatars label={t.classmatesInSession} participants={classmates} /> : null}
      </div>
      {leaveFailed ? (
        <Body1 as="p" role="alert" className={styles.error}>
          {t.leaveFailed}
        </Body1>
      ) : null}
      <div className={styles.actions}>
        {state.joined ? (
          <>
            {zoomUrl ? (
              <Button as="a" appearance="primary" href={zoomUrl} target="_blank" rel="noopener noreferrer">
                {t.openMeeting}
              </Button>
            ) : null}
            <Button onClick={props.onOpenModal}>{t.sessionDetails}</Button>
            <Button appearance="subtle" disabled={pending === 'leave'} onClick={props.onLeave}>
              {t.leaveSession}
            </Button>
          </>
        ) : (
          <Button appearance="primary" onClick={props.onOpenModal}>
            {t.joinNow}
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * No session runs: the invitation to start one, or, when the cohort has no meeting link, why
 * none can start (an invitation above a disabled button reads as broken).
 */
function IdleBody(props: StudySessionCardViewProps & { state: Extract<StudySessionCardState, { kind: 'idle' }> }) {
  const styles = useStudySessionCardStyles();
  const reasonId = useId();
  const noRoom = props.hasRoom === false;
  return (
    <>
      {noRoom ? (
        <Body1 as="p" id={reasonId} className={styles.text}>
          {t.noMeetingLink}
        </Body1>
      ) : (
        <>
          <Body1Strong as="p" className={styles.kickOff}>
            {t.kickOff}
          </Body1Strong>
          <Body1 as="p" className={styles.text}>
            {t.classmatesOnline(props.state.onlineCount)}
          </Body1>
        </>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={noRoom}
          aria-describedby={noRoom ? reasonId : undefined}
          onClick={props.onOpenModal}
        >
          {t.startSession}
        </Button>
      </div>
    </>
  );
}

/**
 * The Study Session card in each state: loading, load error, no session (or no meeting link),
 * running, joined (§2).
 */
export function StudySessionCardView(props: StudySessionCardViewProps) {
  const styles = useStudySessionCardStyles();
  const headingId = useId();
  const { title, state } = props;
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <Subtitle1 as="h2" id={headingId} className={styles.title}>
        {title}
      </Subtitle1>
      <div className={styles.body}>
        {state.kind === 'loading' ? <TextSkeleton lines={3} /> : null}
        {state.kind === 'error' ? (
          <>
            <Body1 as="p" role="alert" className={styles.text}>
              {t.loadError}
            </Body1>
            <div className={styles.actions}>
              <Button onClick={props.onRetry}>{t.retry}</Button>
            </div>
          </>
        ) : null}
        {state.kind === 'idle' ? <IdleBody {...props} state={state} /> : null}
        {state.kind === 'running' ? <RunningBody {...props} state={state} /> : null}
      </div>
    </section>
  );
}
