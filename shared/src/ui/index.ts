// @cedar/shared/ui: the Cedar design system, shared by the host and every remote.
export { cedarBrandRamp, cedarTheme } from './theme/cedar-theme.ts';
export { visuallyHidden } from './theme/visually-hidden.ts';
export { PortalProviders, type PortalProvidersProps } from './PortalProviders/PortalProviders.tsx';
export { Avatar, type AvatarProps, type AvatarSize } from './Avatar/Avatar.tsx';
export { FALLBACK_AVATAR_SRC } from './Avatar/fallback-avatar.ts';
export { CedarLogo, type CedarLogoProps } from './CedarLogo/CedarLogo.tsx';
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
export { CEDAR_TOASTER_ID, CedarToaster } from './Toast/CedarToaster.tsx';
export { useToast, type ToastApi, type ToastOptions } from './Toast/useToast.tsx';
export { ConfirmDialog } from './ConfirmDialog/LazyConfirmDialog.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { ConfirmDialogHost, confirm, useConfirm, type ConfirmRequest } from './ConfirmDialog/useConfirm.tsx';
export { NoticeDialog, type NoticeDialogProps } from './NoticeDialog/NoticeDialog.tsx';
export {
  UnsavedChangesDialog,
  UnsavedChangesDialogHost,
  type UnsavedChangesDialogProps,
} from './UnsavedChangesDialog/UnsavedChangesDialog.tsx';
export { useUnsavedChangesGuard } from './UnsavedChangesDialog/useUnsavedChangesGuard.ts';
export {
  DEFAULT_UNSAVED_CHANGES_TEXTS,
  confirmLeave,
  requestNavigationConfirmation,
  type NavigationRequestTexts,
} from './UnsavedChangesDialog/navigation-requests.ts';
export { PagePlaceholder, type PagePlaceholderProps } from './PagePlaceholder/PagePlaceholder.tsx';
export { RemoteFallbackCard, type RemoteFallbackCardProps } from './RemoteFallbackCard/RemoteFallbackCard.tsx';
export { SMALL_SCREEN_QUERY, useIsSmallScreen, useMediaQuery } from './hooks/useMediaQuery.ts';
export { useDebouncedValue } from './hooks/useDebouncedValue.ts';
export { useCreateRequest } from './hooks/useCreateRequest.ts';
export { useOpenedOnce } from './hooks/useOpenedOnce.ts';
export { lazyOnceOpened } from './hooks/lazyOnceOpened.tsx';
export { RichTextEditor } from './RichTextEditor/LazyRichTextEditor.tsx';
export type { RichTextEditorProps } from './RichTextEditor/RichTextEditor.tsx';
export { RichTextView, sanitizeRichTextHtml, type RichTextViewProps } from './RichTextView/RichTextView.tsx';
export { uiMessages } from './messages.ts';
