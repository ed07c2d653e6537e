import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Subtitle2,
} from '@fluentui/react-components';
import { useOpenedOnce } from '@cedar/shared/ui';
import { DismissRegular, PersonEditRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../../messages';
import { useProfileCompletion } from '../../hooks/use-profile-completion';
import { useProfileCompletionModalStyles } from './ProfileCompletionModal.styles';
import { pagePath } from '@cedar/shared/contract';

const t = messages.profileCompletion;

/** Where Create Profile goes (§2). */
export const EDIT_PROFILE_PATH = pagePath('learnerEditProfile');

/** Props of ProfileCompletionModal. */
export interface ProfileCompletionModalProps {
  open: boolean;
  onClose(): void;
  onCreateProfile(): void;
}

/** 'Create a MyCedar Profile' (§2): closing or Create Profile dismisses it. */
export function ProfileCompletionModal(props: ProfileCompletionModalProps) {
  return useOpenedOnce(props.open) ? <ProfileCompletionDialog {...props} /> : null;
}

function ProfileCompletionDialog({ open, onClose, onCreateProfile }: ProfileCompletionModalProps) {
  const styles = useProfileCompletionModalStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle
            action={<Button appearance="subtle" aria-label={t.close} icon={<DismissRegular />} onClick={onClose} />}
          >
            {t.title}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <PersonEditRegular className={styles.icon} aria-hidden="true" />
            <Subtitle2 as="p">{t.text}</Subtitle2>
            <Body1 as="p">{t.subtext}</Body1>
          </DialogContent>
          <DialogActions fluid>
            <Button appearance="primary" onClick={onCreateProfile}>
              {t.createProfile}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

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
