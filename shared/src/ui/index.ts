// @cedar/shared/ui: the Cedar design system, shared by the host and every remote. What every page
// needs first lives in @cedar/shared/ui/core (core.ts) and is re-exported here through the
// package's name, so both entries hand out the one instance of its queues and stores.
export {
  cedarBrandRamp,
  cedarTheme,
  visuallyHidden,
  PortalProviders,
  type PortalProvidersProps,
  CedarLogo,
  type CedarLogoProps,
  SMALL_SCREEN_QUERY,
  useIsSmallScreen,
  useMediaQuery,
  CEDAR_TOASTER_ID,
  CedarToaster,
  useToast,
  type ToastApi,
  type ToastOptions,
  ConfirmDialog,
  type ConfirmDialogProps,
  ConfirmDialogHost,
  confirm,
  useConfirm,
  type ConfirmRequest,
  UnsavedChangesDialog,
  UnsavedChangesDialogHost,
  type UnsavedChangesDialogProps,
  DEFAULT_UNSAVED_CHANGES_TEXTS,
  confirmLeave,
  requestNavigationConfirmation,
  type NavigationRequestTexts,
  useOpenedOnce,
  lazyOnceOpened,
  uiMessages,
} from '@cedar/shared/ui/core';
export { Avatar, type AvatarProps, type AvatarSize } from './Avatar/Avatar.tsx';
export { FALLBACK_AVATAR_SRC } from './Avatar/fallback-avatar.ts';
export {
  CardSkeleton,
  PageSkeleton,
  TextSkeleton,
  type PageSkeletonProps,
  type TextSkeletonProps,
} from './Skeletons/Skeletons.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { LoadError, type LoadErrorProps } from './LoadError/LoadError.tsx';
export { TravelZoneBanner, type TravelZoneBannerProps } from './TravelZoneBanner/TravelZoneBanner.tsx';
export { NoticeDialog, type NoticeDialogProps } from './NoticeDialog/NoticeDialog.tsx';
export { useUnsavedChangesGuard } from './UnsavedChangesDialog/useUnsavedChangesGuard.ts';
export { PagePlaceholder, type PagePlaceholderProps } from './PagePlaceholder/PagePlaceholder.tsx';
export { RemoteFallbackCard, type RemoteFallbackCardProps } from './RemoteFallbackCard/RemoteFallbackCard.tsx';
export { useDebouncedValue } from './hooks/useDebouncedValue.ts';
export { useCreateRequest } from './hooks/useCreateRequest.ts';
export { RichTextEditor } from './RichTextEditor/LazyRichTextEditor.tsx';
export type { RichTextEditorProps } from './RichTextEditor/RichTextEditor.tsx';
export { RichTextView, sanitizeRichTextHtml, type RichTextViewProps } from './RichTextView/RichTextView.tsx';
