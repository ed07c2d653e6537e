import { Body1Strong, Caption1 } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { type SupportTeamMember, pagePath } from '@cedar/shared/contract';
import { displayName, roleById } from '@cedar/shared/domain';
import { Avatar } from '@cedar/shared/ui';
import { useSupportTeamCardStyles } from './SupportTeamCard.styles';

/** The name a team card shows: display name and last name. */
export function memberName(member: SupportTeamMember): string {
  return `${displayName(member)} ${member.last_name}`.trim();
}

/**
 * A support team member: picture (default image when broken), name and role, linking to the
 * profile. The role is its UI name, as on the profile page (DECISIONS.md "Learner screens").
 */
export function SupportTeamCard({ member }: { member: SupportTeamMember }) {
  const styles = useSupportTeamCardStyles();
  const name = memberName(member);
  const email = member.user_email || member.user_email_mk_user.email;
  return (
    <li>
      {/* Named by what it shows (name and role): a label of its own would not contain the
          visible text, which voice control users say to follow it (WCAG 2.5.3). */}
      <Link className={styles.link} to={pagePath('profile', { useremail: email })}>
        <Avatar
          imageUrl={member.user_image_url ?? member.user_email_mk_user.user_image_url}
          firstName={member.first_name}
          lastName={member.last_name}
          name=""
          size={48}
        />
        <span className={styles.text}>
          <Body1Strong>{name}</Body1Strong>{' '}
          <Caption1 className={styles.role}>{roleById(member.user_role_id)?.uiName ?? ''}</Caption1>
        </span>
      </Link>
    </li>
  );
}
