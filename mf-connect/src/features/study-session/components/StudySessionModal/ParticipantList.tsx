import { Body1, Caption1 } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import type { StudySessionParticipant } from '@cedar/shared/contract';
import { displayName, participantKind, roleById } from '@cedar/shared/domain';
import { messages } from '../../../../messages';
import { ParticipantAvatar, participantProfilePath } from '../ParticipantAvatars/ParticipantAvatar';
import { useStudySessionModalStyles } from './StudySessionModal.styles';

const t = messages.studySessionModal;
const KIND_LABEL = { staff: t.staff, learner: t.learner, guest: t.guest } as const;

/**
 * What a participant is: their role's UI name, as the profile and the Support panel name it
 * (DECISIONS.md "Learner screens"), or Guest; the kind only for a role the table lacks.
 */
function roleOf(participant: StudySessionParticipant): string {
  const kind = participantKind(participant) ?? 'guest';
  if (kind === 'guest' || participant.user_role_id === null) return t.guest;
  return roleById(participant.user_role_id)?.uiName ?? KIND_LABEL[kind];
}

/** Props of ParticipantList. */
export interface ParticipantListProps {
  /** Id of the heading that names the list ('Staff in session: 2'). */
  labelledBy: string;
  participants: readonly StudySessionParticipant[];
}

/** Everyone of a group by name: portal users link to their profile, guests do not (§2). */
export function ParticipantList({ labelledBy, participants }: ParticipantListProps) {
  const styles = useStudySessionModalStyles();
  return (
    <ul className={styles.people} aria-labelledby={labelledBy}>
      {participants.map((participant, index) => {
        const name = [displayName(participant), participant.last_name].filter(Boolean).join(' ');
        const path = participantProfilePath(participant);
        return (
          <li key={participant.user_email ?? `guest-${index}`} className={styles.person}>
            <ParticipantAvatar participant={participant} size={24} decorative />
            {path ? (
              <RouterLink to={path} className={styles.name}>
                {name}
              </RouterLink>
            ) : (
              <Body1>{name}</Body1>
            )}
            <Caption1 className={styles.kind}>{roleOf(participant)}</Caption1>
          </li>
        );
      })}
    </ul>
  );
}
