import { useStore } from 'zustand';
import { ConfirmDialog } from '../ConfirmDialog/LazyConfirmDialog.tsx';
import { uiMessages } from '../messages.ts';
import { DEFAULT_UNSAVED_CHANGES_TEXTS, navigationRequests } from './navigation-requests.ts';

/** Props of UnsavedChangesDialog. */
export interface UnsavedChangesDialogProps {
  open: boolean;
  header?: string;
  message?: string;
  onCancel(): void;
  onOkay(): void;
}

/** Asks before leaving a page with unsaved work: buttons Cancel and Okay (§2.2, §4.3). */
export function UnsavedChangesDialog({
  open,
  header = DEFAULT_UNSAVED_CHANGES_TEXTS.header,
  message = DEFAULT_UNSAVED_CHANGES_TEXTS.message,
  onCancel,
  onOkay,
}: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={header}
      message={message}
      cancelLabel={uiMessages.cancel}
      confirmLabel={uiMessages.okay}
      onCancel={onCancel}
      onConfirm={onOkay}
    />
  );
}

/** Shows the oldest pending navigation request; rendered once by PortalProviders. */
export function UnsavedChangesDialogHost() {
  const current = useStore(navigationRequests.store, (s) => s.pending[0]);
  if (!current) return null;
  return (
    <UnsavedChangesDialog
      open
      header={current.request.header}
      message={current.request.message}
      onCancel={() => navigationRequests.answer(current.id, false)}
      onOkay={() => navigationRequests.answer(current.id, true)}
    />
  );
}
