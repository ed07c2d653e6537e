import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { uiMessages } from '../messages.ts';
import { useConfirmDialogStyles } from '../ConfirmDialog/ConfirmDialog.styles.ts';

/** Props of NoticeDialog. */
export interface NoticeDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** The one button's label (default Close). */
  actionLabel?: string;
  /** The button, Escape or a click outside: the notice has been read. */
  onClose(): void;
}

/**
 * A modal notice with a single button: something the user must read before going on (a result,
 * a warning before saving). Questions with two answers are ConfirmDialog's.
 */
export function NoticeDialog({ open, title, message, actionLabel = uiMessages.close, onClose }: NoticeDialogProps) {
  const styles = useConfirmDialogStyles();
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {message ? <DialogContent className={styles.message}>{message}</DialogContent> : null}
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {actionLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
