import { useEffect, useRef, useState } from 'react';
import { browserTimeZone, markAllComponentsLoaded } from '@cedar/shared/auth';
import type { StartupUser } from '@cedar/shared/contract';
import { pagePath } from '@cedar/shared/contract';
import { LoadError, PageSkeleton } from '@cedar/shared/ui';
import type { PlacesApi } from '../../../../profile-fields/api/places';
import { useEditProfile } from '../../hooks/use-edit-profile';
import { useProfileToEdit } from '../../hooks/use-profile-to-edit';
import { editProfileMessages as t } from '../../messages';
import { EditProfileView } from '../EditProfileView/EditProfileView';

export interface EditProfileScreenProps {
  /** Opens the avatar dialog; without it the avatar has no edit button. */
  onEditAvatar?: () => void;
  places?: PlacesApi;
}

/** The signed-in user's edit page: loading, the load error with Retry, or the form. */
export function EditProfileScreen({ onEditAvatar, places }: EditProfileScreenProps) {
  const { data, error, isValidating, mutate } = useProfileToEdit();
  // The form starts once from the stored record: a cached copy waits for its revalidation, and
  // later revalidations (after Save) never reset what is being typed.
  const started = useRef(false);
  if (data && !isValidating) started.current = true;
  const settled = started.current || (!!error && !isValidating);
  useEffect(() => {
    if (settled) markAllComponentsLoaded();
  }, [settled]);
  useEffect(() => {
    const previous = document.title;
    document.title = t.title;
    return () => {
      document.title = previous;
    };
  }, []);

  if (started.current && data) return <EditForm profile={data} onEditAvatar={onEditAvatar} places={places} />;
  if (!isValidating && (error || !data)) return <LoadError onRetry={() => void mutate()} />;
  return <PageSkeleton cards={3} />;
}

function EditForm({ profile, ...rest }: EditProfileScreenProps & { profile: StartupUser }) {
  const editor = useEditProfile(profile);
  const [now] = useState(() => new Date());
  return (
    <EditProfileView
      profile={profile}
      editor={editor}
      viewProfileHref={pagePath('profile', { useremail: profile.email })}
      browserZone={browserTimeZone()}
      now={now}
      {...rest}
    />
  );
}
