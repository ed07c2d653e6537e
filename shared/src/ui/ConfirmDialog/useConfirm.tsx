import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { createRequestQueue } from '../request-queue.ts';
import { ConfirmDialog } from './LazyConfirmDialog.tsx';

/** A question for useConfirm. */
export interface ConfirmRequest {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

const confirmQueue = createRequestQueue<ConfirmRequest>();

/** Asks a yes/no question in the portal's confirm dialog; resolves true on confirm. */
export function confirm(request: ConfirmRequest): Promise<boolean> {
  return confirmQueue.ask(request);
}

/** Returns confirm(request) => Promise<boolean>, answered by the ConfirmDialogHost. */
export function useConfirm(): (request: ConfirmRequest) => Promise<boolean> {
  return confirm;
}

/** Renders the oldest pending confirm request; rendered once by PortalProviders. */
export function ConfirmDialogHost() {
  const current = useStore(confirmQueue.store, (s) => s.pending[0]);
  if (!current) return null;
  const { id, request } = current;
  return (
    <ConfirmDialog
      open
      {...request}
      onConfirm={() => confirmQueue.answer(id, true)}
      onCancel={() => confirmQueue.answer(id, false)}
    />
  );
}
