import { useEffect, useState } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { initials } from '../../domain/index.ts';
import { useAvatarStyles } from './Avatar.styles.ts';
import { FALLBACK_AVATAR_SRC } from './fallback-avatar.ts';

/** Avatar sizes in px: 164 on profiles, 225 in onboarding (§9). */
export type AvatarSize = 24 | 32 | 40 | 48 | 64 | 96 | 164 | 225;

/** Props of Avatar. */
export interface AvatarProps {
  imageUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Accessible name; defaults to first and last name. */
  name?: string;
  size?: AvatarSize;
  className?: string;
}

/** A person's picture: the image, a fallback image if it fails to load, else their initials. */
export function Avatar({ imageUrl, firstName, lastName, name, size = 40, className }: AvatarProps) {
  const styles = useAvatarStyles();
  const [failed, setFailed] = useState(false);
  // A new address deserves a new try.
  useEffect(() => setFailed(false), [imageUrl]);
  const label = name ?? [firstName, lastName].filter(Boolean).join(' ');
  const src = imageUrl ? (failed ? FALLBACK_AVATAR_SRC : imageUrl) : null;
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      className={mergeClasses(styles.root, styles[`size${size}`], className)}
    >
      {src ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initials({ first_name: firstName, last_name: lastName })}</span>
      )}
    </span>
  );
}
