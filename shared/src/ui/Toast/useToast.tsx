import { useMemo } from 'react';
import { Toast, ToastBody, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { LIMITS } from '../../domain/index.ts';
import { uiMessages } from '../messages.ts';
import { CEDAR_TOASTER_ID } from './CedarToaster.tsx';
import { useToastStyles } from './Toast.styles.ts';

/** Options of a toast: its intent (info by default) and its title. */
export interface ToastOptions {
  intent?: ToastIntent;
  title?: string;
}

/** What useToast returns. */
export interface ToastApi {
  success(message: string, title?: string): void;
  error(message: string, title?: string): void;
  info(message: string, title?: string): void;
  show(message: string, options?: ToastOptions): void;
}

const DEFAULT_TITLES: Record<ToastIntent, string> = {
  success: uiMessages.toastSuccessTitle,
  error: uiMessages.toastErrorTitle,
  info: uiMessages.toastInfoTitle,
  warning: uiMessages.toastInfoTitle,
};

/** Shows toasts (8000 ms, 400 px wide) in the portal's toaster; titles default to 'Success' and 'Error'. */
export function useToast(): ToastApi {
  const { dispatchToast } = useToastController(CEDAR_TOASTER_ID);
  const styles = useToastStyles();
  return useMemo(() => {
    const show = (message: string, { intent = 'info', title }: ToastOptions = {}) =>
      dispatchToast(
        <Toast className={styles.toast}>
          <ToastTitle>{title ?? DEFAULT_TITLES[intent]}</ToastTitle>
          <ToastBody>{message}</ToastBody>
        </Toast>,
        { intent, timeout: LIMITS.toastTimeoutMs },
      );
    return {
      show,
      success: (message, title) => show(message, { intent: 'success', title }),
      error: (message, title) => show(message, { intent: 'error', title }),
      info: (message, title) => show(message, { intent: 'info', title }),
    };
  }, [dispatchToast, styles.toast]);
}
