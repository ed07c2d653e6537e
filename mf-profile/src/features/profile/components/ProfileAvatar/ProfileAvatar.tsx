import { Body1, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
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
    <Popover withArrow positioning="below">
      <PopoverTrigger disableButtonEnhancement>
        <button type="button" className={styles.trigger}>
          {avatar}
        </button>
      </PopoverTrigger>
      <PopoverSurface className={styles.popover}>
        <Body1 as="p">{t.avatarPopup}</Body1>
      </PopoverSurface>
    </Popover>
  );
}
