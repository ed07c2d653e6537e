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
import { useConfirmDialogStyles } from './ConfirmDialog.styles.ts';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button as a destructive action (e.g. Delete). */
  destructive?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal yes/no question; closing it by Escape counts as Cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = uiMessages.confirm,
  cancelLabel = uiMessages.cancel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const styles = useConfirmDialogStyles();
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {message ? <DialogContent className={styles.message}>{message}</DialogContent> : null}
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button appearance="primary" className={destructive ? styles.danger : undefined} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
