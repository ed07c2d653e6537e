import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { videoLibraryMessages as t } from '../../messages';

/** Props of ArchiveToggle. */
export interface ArchiveToggleProps {
  archived: boolean;
  disabled: boolean;
  onConfirm(): void;
}

/**
 * Archive Video / Make Public with its confirm dialog (§2.6), nested in the entry modal so that
 * the modal stays what assistive technology reads once the question is answered.
 */
export function ArchiveToggle({ archived, disabled, onConfirm }: ArchiveToggleProps) {
  const label = archived ? t.makePublic : t.archiveVideo;
  return (
    <Dialog modalType="alert">
      <DialogTrigger disableButtonEnhancement>
        <Button disabled={disabled}>{label}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{label}</DialogTitle>
          <DialogContent>{archived ? t.publicConfirm : t.archiveConfirm}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t.cancel}</Button>
            </DialogTrigger>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary" onClick={onConfirm}>
                {t.confirm}
              </Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
