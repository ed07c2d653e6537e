import { lazyOnceOpened } from '@cedar/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useProfileCompletion } from '../../hooks/use-profile-completion';
import { pagePath } from '@cedar/shared/contract';
import type { ProfileCompletionModalProps } from './ProfileCompletionDialog';

export type { ProfileCompletionModalProps } from './ProfileCompletionDialog';

/** Where Create Profile goes (§2). */
export const EDIT_PROFILE_PATH = pagePath('learnerEditProfile');

/** 'Create a MyCedar Profile' (§2): closing or Create Profile dismisses it. Fetched when first opened. */
export const ProfileCompletionModal = lazyOnceOpened<ProfileCompletionModalProps>(() =>
  import('./ProfileCompletionDialog').then((module) => module.ProfileCompletionDialog),
);

/** The prompt for the signed-in user, once `ready` (every dashboard slot loaded). */
export function ProfileCompletionPrompt({
  ready,
  profileUpdatedDate,
}: {
  ready: boolean;
  profileUpdatedDate: string | null | undefined;
}) {
  const navigate = useNavigate();
  const { open, dismiss } = useProfileCompletion(ready, profileUpdatedDate);
  return (
    <ProfileCompletionModal
      open={open}
      onClose={dismiss}
      onCreateProfile={() => {
        dismiss();
        void navigate(EDIT_PROFILE_PATH);
      }}
    />
  );
}
