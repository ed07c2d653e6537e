import { createStore } from 'zustand/vanilla';
import type { ToastIntent } from '@fluentui/react-components';

/** Options of a toast: its intent (info by default) and its title. */
export interface ToastOptions {
  intent?: ToastIntent;
  title?: string;
}

/** A toast asked for and not yet handed to the toaster. */
export interface QueuedToast {
  id: number;
  message: string;
  options: ToastOptions;
}

/**
 * Toasts on their way to the toaster. The toaster (Fluent's toast package, its motions and
 * portal) is fetched with the first toast, not with the page (ADR 0042): until it is mounted
 * toasts wait here, then it shows them in order. `wanted` stays true from the first toast on.
 */
export const toastQueue = createStore<{ wanted: boolean; pending: QueuedToast[] }>(() => ({
  wanted: false,
  pending: [],
}));

let nextId = 1;

/** Queues a toast for the portal's toaster. */
export function queueToast(message: string, options: ToastOptions): void {
  toastQueue.setState((s) => ({ wanted: true, pending: [...s.pending, { id: nextId++, message, options }] }));
}

/** Takes the queued toasts out of the queue, oldest first. */
export function takeQueuedToasts(): QueuedToast[] {
  const { pending } = toastQueue.getState();
  if (pending.length > 0) toastQueue.setState({ pending: [] });
  return pending;
}
