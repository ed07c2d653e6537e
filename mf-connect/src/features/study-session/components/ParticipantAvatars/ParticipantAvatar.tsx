import { Link as RouterLink } from 'react-router-dom';
import { type StudySessionParticipant, pagePath } from '@cedar/shared/contract';
import { displayName, participantKind } from '@cedar/shared/domain';
import { Avatar, type AvatarSize } from '@cedar/shared/ui';
import { useParticipantAvatarsStyles } from './ParticipantAvatars.styles';

/** Props of ParticipantAvatar. */
export interface ParticipantAvatarProps {
  participant: StudySessionParticipant;
  size?: AvatarSize;
  /** Beside the person's name: no link and no label of its own, the name says it all. */
  decorative?: boolean;
}

/** The profile path of a participant who is a portal user; guests have none (§2). */
export function participantProfilePath(participant: StudySessionParticipant): string | null {
  return participant.is_mycedar_user && participant.user_email
    ? pagePath('profile', { useremail: participant.user_email })
    : null;
}

/** A participant's picture with the ring of their kind, linked to their profile when they have one. */
export function ParticipantAvatar({ participant, size = 32, decorative = false }: ParticipantAvatarProps) {
  const styles = useParticipantAvatarsStyles();
  const kind = participantKind(participant) ?? 'guest';
  const name = [displayName(participant), participant.last_name].filter(Boolean).join(' ');
  const avatar = (
    <Avatar
      imageUrl={participant.user_image_url}
      firstName={participant.first_name}
      lastName={participant.last_name}
      name={decorative ? '' : name}
      size={size}
      className={styles[kind]}
    />
  );
  const path = decorative ? null : participantProfilePath(participant);
  return path ? (
    <RouterLink to={path} className={styles.link}>
      {avatar}
    </RouterLink>
  ) : (
    avatar
  );
}
