import { useEffect, useId, useState } from 'react';
import {
  Body1Strong,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { StudySessionTopic } from '@cedar/shared/contract';
import { messages } from '../../../../messages';
import type { StudySessionAction } from '../../hooks/use-study-session-actions';
import { type SessionPeople, orderedTopics } from '../../lib/session-people';
import { ParticipantList } from './ParticipantList';
import { SessionTopics } from './SessionTopics';
import { useStudySessionModalStyles } from './StudySessionModal.styles';

const t = messages.studySessionModal;
const FAILURES: Partial<Record<StudySessionAction, string>> = {
  start: t.startFailed,
  join: t.joinFailed,
  topic: t.topicFailed,
};

/** Props of StudySessionModal. */
export interface StudySessionModalProps {
  open: boolean;
  /** 'start' when no session runs, 'join' when one runs, 'joined' once the user is in it. */
  mode: 'start' | 'join' | 'joined';
  /** The running session's topics and people; absent when none runs. */
  topics?: readonly StudySessionTopic[];
  people?: SessionPeople;
  pending?: StudySessionAction | null;
  failed?: StudySessionAction | null;
  /** Each resolves true once done; the modal then closes (or, for a topic, clears the input). */
  onStart(topic: string): Promise<boolean>;
  onJoin(topic: string): Promise<boolean>;
  onAddTopic(topic: string): Promise<boolean>;
  onClose(): void;
}

/** The 'Cohort Study Session' modal: a topic, one button, and when active the topics and people (§2). */
export function StudySessionDialog(props: StudySessionModalProps) {
  const { open, mode, topics = [], people, pending = null, failed = null } = props;
  const styles = useStudySessionModalStyles();
  const [topic, setTopic] = useState('');
  const staffId = useId();
  const classmatesId = useId();
  useEffect(() => {
    if (open) setTopic('');
  }, [open]);

  const active = mode !== 'start';
  const label = mode === 'start' ? t.startSession : mode === 'join' ? t.joinNow : t.addTopic;
  const needsTopic = mode !== 'join';
  const disabled = pending !== null || (needsTopic && !topic.trim());
  const submit = async () => {
    if (disabled) return;
    if (mode === 'start') {
      if (await props.onStart(topic)) props.onClose();
    } else if (mode === 'join') {
      if (await props.onJoin(topic)) props.onClose();
    } else if (await props.onAddTopic(topic)) setTopic('');
  };
  const failure = failed ? FAILURES[failed] : undefined;

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogTrigger action="close">
                <Button appearance="subtle" aria-label={t.close} icon={<Dismiss24Regular />} />
              </DialogTrigger>
            }
          >
            {t.title}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Field label={t.topicLabel} hint={active ? undefined : t.required} required={!active}>
              <Input
                value={topic}
                placeholder={active ? t.activePlaceholder : t.idlePlaceholder}
                onChange={(_, data) => setTopic(data.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void submit();
                }}
              />
            </Field>
            {active ? <SessionTopics topics={orderedTopics(topics)} /> : null}
            {active && people ? (
              <>
                <section className={styles.section}>
                  <Body1Strong as="h3" id={staffId} className={styles.heading}>
                    {t.staffCount(people.staff.length)}
                  </Body1Strong>
                  <ParticipantList labelledBy={staffId} participants={people.staff} />
                </section>
                <section className={styles.section}>
                  <Body1Strong as="h3" id={classmatesId} className={styles.heading}>
                    {t.classmatesCount(people.classmates.length)}
                  </Body1Strong>
                  <ParticipantList labelledBy={classmatesId} participants={people.classmates} />
                </section>
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={disabled} onClick={() => void submit()}>
              {label}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
