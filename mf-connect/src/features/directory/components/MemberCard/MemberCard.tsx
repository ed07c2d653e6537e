import { Button, mergeClasses } from '@fluentui/react-components';
import { Star20Filled, Star20Regular } from '@fluentui/react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { type DirectoryMember, pagePath } from '@cedar/shared/contract';
import { clockTimeIn, ROLE, roleById } from '@cedar/shared/domain';
import { Avatar } from '@cedar/shared/ui';
import { relativeTime } from '../../lib/last-seen';
import { directoryMessages as t } from '../../messages';
import { useMemberCardStyles } from './MemberCard.styles';

/** Props of MemberCard. */
export interface MemberCardProps {
  member: DirectoryMember;
  starred: boolean;
  onToggleStar(member: DirectoryMember): void;
  now: Date;
  /** 'Also focuses ...' when the member's focus time overlaps the viewer's. */
  overlapLine?: string | null;
}

/** Roles without the title bar: learners and Program Managers (§2.8). */
const NO_ROLE_BAR: number[] = [ROLE.learner, ROLE.programManager];

/**
 * One member of the directory (§2.8): star toggle, photo (a fallback if it fails), name,
 * location and time zone where shown, local time, presence, the 'Updated' ribbon and the role
 * bar for staff. The card links to the member's profile; the star is its own button.
 */
export function MemberCard({ member, starred, onToggleStar, now, overlapLine }: MemberCardProps) {
  const styles = useMemberCardStyles();
  const name = `${member.display_name} ${member.last_name}`.trim();
  const learner = member.user_role_id === ROLE.learner;
  const localTime = member.time_zone ? clockTimeIn(member.time_zone.id, now) : null;
  const presence = member.is_online
    ? t.online
    : member.user_last_seen
      ? t.lastSeen(relativeTime(member.user_last_seen, now))
      : t.neverSeen;
  return (
    <article className={mergeClasses(styles.root, learner && styles.learner)} aria-label={name}>
      <Button
        appearance="transparent"
        className={mergeClasses(styles.star, starred && styles.starOn)}
        icon={starred ? <Star20Filled /> : <Star20Regular />}
        aria-pressed={starred}
        aria-label={t.star(name)}
        onClick={() => onToggleStar(member)}
      />
      {member.recently_updated ? <span className={styles.ribbon}>{t.updated}</span> : null}
      <RouterLink
        to={pagePath('profile', { useremail: member.email })}
        className={styles.link}
        aria-label={t.viewProfile(name)}
      >
        <Avatar
          className={styles.avatar}
          imageUrl={member.user_image_url}
          name={name}
          firstName={member.display_name}
          lastName={member.last_name}
          size={96}
        />
        <span className={styles.name}>{name}</span>
        {member.location ? <span className={styles.line}>{member.location}</span> : null}
        {member.time_zone ? <span className={styles.line}>{member.time_zone.name}</span> : null}
        {localTime ? <span className={styles.line}>{t.localTime(localTime)}</span> : null}
        <span className={mergeClasses(styles.line, member.is_online && styles.online)}>{presence}</span>
        {overlapLine ? <span className={styles.overlap}>{overlapLine}</span> : null}
      </RouterLink>
      {NO_ROLE_BAR.includes(member.user_role_id) ? null : (
        <div className={styles.roleBar}>{roleById(member.user_role_id)?.uiName ?? ''}</div>
      )}
    </article>
  );
}
