import type { UserProfile } from '@cedar/shared/contract';
import { editProfilePath } from '../../lib/profile-header';
import { hasAboutMe, hasConnect, hasExperience, hasLocation, showsFocusSection } from '../../lib/profile-sections';
import { AboutMeSection } from '../AboutMeSection/AboutMeSection';
import { ConnectSection } from '../ConnectSection/ConnectSection';
import { ExperienceSection } from '../ExperienceSection/ExperienceSection';
import { FocusTimeSection } from '../FocusTimeSection/FocusTimeSection';
import { LocationSection } from '../LocationSection/LocationSection';
import { ProfileHeader } from '../ProfileHeader/ProfileHeader';
import { useProfileViewStyles } from './ProfileView.styles';

/** Who is looking at the profile: what decides buttons, Focus Time and the time-zone offset. */
export interface ProfileViewer {
  isOwnProfile: boolean;
  hasAdminAccess: boolean;
  /** Role ids of the viewer's active memberships. */
  roleIds: readonly number[];
  /** The viewer's IANA zone. */
  timeZone: string;
}

interface ProfileViewProps {
  profile: UserProfile;
  viewer: ProfileViewer;
  now: Date;
}

/** A loaded profile page (§2.5): header, then only the sections that have something to show. */
export function ProfileView({ profile, viewer, now }: ProfileViewProps) {
  const styles = useProfileViewStyles();
  const focus = showsFocusSection(profile, { isOwnProfile: viewer.isOwnProfile, viewerRoleIds: viewer.roleIds });
  return (
    <article className={styles.root} aria-label={[profile.first_name, profile.last_name].join(' ')}>
      <ProfileHeader
        profile={profile}
        isOwnProfile={viewer.isOwnProfile}
        editPath={editProfilePath(viewer.hasAdminAccess)}
      />
      <div className={styles.sections}>
        {hasAboutMe(profile) ? <AboutMeSection profile={profile} /> : null}
        {hasLocation(profile) ? <LocationSection profile={profile} viewerTimeZone={viewer.timeZone} now={now} /> : null}
        {hasExperience(profile) ? <ExperienceSection profile={profile} /> : null}
        {hasConnect(profile) ? <ConnectSection profile={profile} /> : null}
        {focus ? (
          <div className={styles.wide}>
            <FocusTimeSection profile={profile} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
