import type { ReactNode } from 'react';
import { Avatar } from '@cedar/shared/ui';
import { onboardingMessages as m } from '../../messages';

/** Props of PictureStep. */
export interface PictureStepProps {
  imageUrl: string | null;
  firstName: string;
  lastName: string;
  /** The edit button and the dialog it opens; a story may leave it out. */
  editor?: ReactNode;
}

/** Step 3: the profile picture at 225 px (§9) with its edit button. Always valid. */
export function PictureStep({ imageUrl, firstName, lastName, editor }: PictureStepProps) {
  return (
    <>
      <Avatar
        size={225}
        imageUrl={imageUrl}
        firstName={firstName}
        lastName={lastName}
        name={m.picture.avatarLabel(`${firstName} ${lastName}`.trim())}
      />
      {editor}
    </>
  );
}
