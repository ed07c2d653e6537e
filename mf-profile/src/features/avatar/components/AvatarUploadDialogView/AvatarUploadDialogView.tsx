import { lazyOnceOpened } from '@cedar/shared/ui';
import type { AvatarUploadDialogViewProps } from './AvatarUploadDialogPanel';

export type { AvatarUploadDialogViewProps } from './AvatarUploadDialogPanel';

/**
 * 'Upload a new avatar' (§2.6), with its cropper: a chunk of its own fetched when the dialog
 * first opens (ADR 0042).
 */
export const AvatarUploadDialogView = lazyOnceOpened<AvatarUploadDialogViewProps>(() =>
  import('./AvatarUploadDialogPanel').then((module) => module.AvatarUploadDialog),
);
