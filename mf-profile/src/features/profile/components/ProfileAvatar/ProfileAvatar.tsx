import { useId } from 'react';
import { Body1 } from '@fluentui/react-components';
import { LIMITS } from '@cedar/shared/domain';
import { Avatar } from '@cedar/shared/ui';
import { profilePageMessages as t } from '../../../../messages';
import { useProfileAvatarStyles } from './ProfileAvatar.styles';

interface ProfileAvatarProps {
  imageUrl: string | null | undefined;
  firstName: string;
  lastName: string;
  /** The name the picture is announced with. */
  name: string;
  /** Only another person's picture explains, on click, who can change it (§2.5). */
  isOwnProfile: boolean;
}

/** The 164 px profile picture: image, fallback image when it fails, initials without one. */
export function ProfileAvatar({ imageUrl, firstName, lastName, name, isOwnProfile }: ProfileAvatarProps) {
  const styles = useProfileAvatarStyles();
  const popupId = useId();
  const avatar = (
    <Avatar
      className={styles.avatar}
      imageUrl={imageUrl}
      firstName={firstName}
      lastName={lastName}
      name={t.avatarAlt(name)}
      size={LIMITS.avatarDisplayPx as 164}
    />
  );
  if (isOwnProfile) return avatar;
  return (
    <>
      <button type="button" className={styles.trigger} popoverTarget={popupId}>
        {avatar}
      </button>
      <div id={popupId} popover="auto" className={styles.popup}>
        <Body1 as="p" className={styles.text}>
          {t.avatarPopup}
        </Body1>
      </div>
    </>
  );
}
