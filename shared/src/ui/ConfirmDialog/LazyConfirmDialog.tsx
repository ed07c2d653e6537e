import { lazyOnceOpened } from '../hooks/lazyOnceOpened.tsx';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

/**
 * ConfirmDialog, fetched when first opened: the confirm and unsaved-changes hosts are on every
 * page, and a page that asks nothing needs no dialog code (ADR 0042).
 */
export const ConfirmDialog = lazyOnceOpened<ConfirmDialogProps>(() =>
  import(/* webpackChunkName: "confirm-dialog" */ './ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
);
