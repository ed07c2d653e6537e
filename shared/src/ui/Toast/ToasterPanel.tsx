import { useEffect } from 'react';
import {
  Toast,
  ToastBody,
  ToastTitle,
  Toaster,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { useStore } from 'zustand';
import { LIMITS } from '../../domain/index.ts';
import { uiMessages } from '../messages.ts';
import { CEDAR_TOASTER_ID } from './toaster-id.ts';
import { takeQueuedToasts, toastQueue } from './toast-queue.ts';
import { useToastStyles } from './Toast.styles.ts';

const DEFAULT_TITLES: Record<ToastIntent, string> = {
  success: uiMessages.toastSuccessTitle,
  error: uiMessages.toastErrorTitle,
  info: uiMessages.toastInfoTitle,
  warning: uiMessages.toastInfoTitle,
};

/** Hands every queued toast to the toaster: it renders after it, so the toaster listens already. */
function QueuedToasts() {
  const { dispatchToast } = useToastController(CEDAR_TOASTER_ID);
  const styles = useToastStyles();
  const pending = useStore(toastQueue, (s) => s.pending);
  useEffect(() => {
    for (const { message, options } of takeQueuedToasts()) {
      const intent = options.intent ?? 'info';
      dispatchToast(
        <Toast className={styles.toast}>
          <ToastTitle>{options.title ?? DEFAULT_TITLES[intent]}</ToastTitle>
          <ToastBody>{message}</ToastBody>
        </Toast>,
        { intent, timeout: LIMITS.toastTimeoutMs },
      );
    }
  }, [pending, dispatchToast, styles.toast]);
  return null;
}

/** The portal's toaster (8000 ms toasts, 400 px wide, at most 5), fetched with the first toast. */
export function ToasterPanel() {
  return (
    <>
      <Toaster toasterId={CEDAR_TOASTER_ID} position="top-end" timeout={LIMITS.toastTimeoutMs} pauseOnHover limit={5} />
      <QueuedToasts />
    </>
  );
}
