import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { markAllComponentsLoaded } from '@cedar/shared/auth';
import { profilePageMessages as t } from '../messages';
import { ProfileLoadError } from '../features/profile/components/ProfileLoadError/ProfileLoadError';
import { ProfileSkeleton } from '../features/profile/components/ProfileSkeleton/ProfileSkeleton';
import { ProfileView } from '../features/profile/components/ProfileView/ProfileView';
import { usePageTitle } from '../features/profile/hooks/use-page-title';
import { useProfilePage } from '../features/profile/hooks/use-profile-page';

/** /profile/{useremail}: a person's profile, one's own or another's (§2.5). */
export default function ProfilePage() {
  const { useremail = '' } = useParams();
  const identifier = useremail.trim();
  usePageTitle(t.pageTitle);
  const state = useProfilePage(identifier);

  const settled = state.kind !== 'loading';
  useEffect(() => {
    if (settled) markAllComponentsLoaded();
  }, [settled]);

  if (state.kind === 'loading') return <ProfileSkeleton />;
  if (state.kind === 'error') return <ProfileLoadError identifier={identifier} />;
  return <ProfileView profile={state.profile} viewer={state.viewer} now={state.now} />;
}
