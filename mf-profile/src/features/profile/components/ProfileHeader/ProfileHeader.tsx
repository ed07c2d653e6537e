import { Body1, Link, Title2 } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import type { UserProfile } from '@cedar/shared/contract';
import { profilePageMessages as t } from '../../../../messages';
import { courseRoles, headerName, mailtoHref } from '../../lib/profile-header';
import { ProfileActions } from '../ProfileActions/ProfileActions';
import { ProfileAvatar } from '../ProfileAvatar/ProfileAvatar';
import { useProfileHeaderStyles } from './ProfileHeader.styles';

interface ProfileHeaderProps {
  profile: UserProfile;
  isOwnProfile: boolean;
  editPath: string;
}

/** The profile header (§2.5): picture, names, pronouns, courses with role, e-mail and the actions. */
export function ProfileHeader({ profile, isOwnProfile, editPath }: ProfileHeaderProps) {
  const styles = useProfileHeaderStyles();
  const { name, pronunciation, lastName } = headerName(profile);
  const fullName = [name, lastName].filter(Boolean).join(' ');
  const pronouns = profile.user_preferred_pronouns?.trim();
  const courses = courseRoles(profile.mk_user_courses);
  const email = profile.email?.trim();

  return (
    <header className={styles.root}>
      <ProfileAvatar
        imageUrl={profile.user_image_url}
        firstName={profile.first_name}
        lastName={profile.last_name}
        name={fullName}
        isOwnProfile={isOwnProfile}
      />
      <div className={styles.details}>
        <Title2 as="h1" className={styles.name}>
          {name}
          {pronunciation ? <span className={styles.pronunciation}> ({pronunciation})</span> : null} {lastName}
        </Title2>
        {pronouns ? (
          <Body1 as="p" className={styles.pronouns}>
            <span className={styles.hiddenLabel}>{`${t.pronouns}: `}</span>
            {pronouns}
          </Body1>
        ) : null}
        {courses.length > 0 ? (
          <ul className={styles.courses} aria-label={t.courses}>
            {courses.map((course) => (
              <li key={course.key}>
                <Body1>{course.courseName}</Body1>
                {course.roleLabel ? <Body1 className={styles.role}>{` · ${course.roleLabel}`}</Body1> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {email ? (
          <Link href={mailtoHref(email)} className={styles.contact}>
            <MailRegular aria-hidden="true" />
            {email}
          </Link>
        ) : null}
        <ProfileActions isOwnProfile={isOwnProfile} editPath={editPath} email={email} slackId={profile.user_slack_id} />
      </div>
    </header>
  );
}
