import { useId } from 'react';
import { Caption1Strong } from '@fluentui/react-components';
import type { StudySessionParticipant } from '@cedar/shared/contract';
import { messages } from '../../../../messages';
import { ParticipantAvatar } from './ParticipantAvatar';
import { useParticipantAvatarsStyles } from './ParticipantAvatars.styles';

/** At most this many pictures per group (§9); the rest are counted. */
export const MAX_GROUP_AVATARS = 6;

/** Props of ParticipantAvatars. */
export interface ParticipantAvatarsProps {
  /** 'Staff in Session:' or 'Classmates in Session:'. */
  label: string;
  participants: readonly StudySessionParticipant[];
}

/** One avatar group of the running session: up to 6 pictures and how many more there are. */
export function ParticipantAvatars({ label, participants }: ParticipantAvatarsProps) {
  const styles = useParticipantAvatarsStyles();
  const labelId = useId();
  const shown = participants.slice(0, MAX_GROUP_AVATARS);
  const more = participants.length - shown.length;
  return (
    <div className={styles.root}>
      <Caption1Strong id={labelId} className={styles.label}>
        {label}
      </Caption1Strong>
      <ul className={styles.list} aria-labelledby={labelId}>
        {shown.map((participant, index) => (
          <li key={participant.user_email ?? `guest-${index}`} className={styles.item}>
            <ParticipantAvatar participant={participant} />
          </li>
        ))}
        {more > 0 ? (
          <li className={styles.item}>
            <span className={styles.more} role="img" aria-label={messages.studySessionCard.moreParticipants(more)}>
              +{more}
            </span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
