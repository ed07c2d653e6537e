import { queueToast, type ToastOptions } from './toast-queue.ts';

export type { ToastOptions } from './toast-queue.ts';

/** What useToast returns. */
export interface ToastApi {
  success(message: string, title?: string): void;
  error(message: string, title?: string): void;
  info(message: string, title?: string): void;
  show(message: string, options?: ToastOptions): void;
}

const show = (message: string, options: ToastOptions = {}) => queueToast(message, options);

/** One API for every caller: the toasts go through the queue to the one toaster. */
const TOAST_API: ToastApi = {
  show,
  success: (message, title) => show(message, { intent: 'success', title }),
  error: (message, title) => show(message, { intent: 'error', title }),
  info: (message, title) => show(message, { intent: 'info', title }),
};

/**
 * Shows toasts (8000 ms, 400 px wide) in the portal's toaster; titles default to 'Success' and
 * 'Error'. The toaster is fetched with the first toast (ADR 0042).
 */
export function useToast(): ToastApi {
  return TOAST_API;
}
