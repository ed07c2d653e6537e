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
import { DismissRegular, PersonEditRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { useProfileCompletionModalStyles } from './ProfileCompletionModal.styles';

const t = messages.profileCompletion;

/** Props of ProfileCompletionModal. */
export interface ProfileCompletionModalProps {
  open: boolean;
  onClose(): void;
  onCreateProfile(): void;
}

/** The dialog of ProfileCompletionModal, a chunk of its own fetched when it first opens. */
export function ProfileCompletionDialog({ open, onClose, onCreateProfile }: ProfileCompletionModalProps) {
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
