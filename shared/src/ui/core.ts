// @cedar/shared/ui/core: the part of the design system every page needs before anything else:
// the providers with their toast, confirm and unsaved-changes hosts, the theme, the logo and the
// media queries. The landing page and the loading screens import only this, so a signed-out
// visitor does not load the router, the sanitiser or the dialog, card and message-bar packages
// that the rest of @cedar/shared/ui brings (ADR 0045).
//
// It is a shared module of its own, and it holds the portal's one toast queue, confirm queue and
// unsaved-changes stores: the rest of @cedar/shared/ui imports them from '@cedar/shared/ui/core',
// never by a relative path, or the rest would be built with copies of its own
// (core-boundary.test.ts).
export { cedarBrandRamp, cedarTheme } from './theme/cedar-theme.ts';
export { visuallyHidden } from './theme/visually-hidden.ts';
export { PortalProviders, type PortalProvidersProps } from './PortalProviders/PortalProviders.tsx';
export { CedarLogo, type CedarLogoProps } from './CedarLogo/CedarLogo.tsx';
export { SMALL_SCREEN_QUERY, useIsSmallScreen, useMediaQuery } from './hooks/useMediaQuery.ts';
export { CEDAR_TOASTER_ID, CedarToaster } from './Toast/CedarToaster.tsx';
export { useToast, type ToastApi, type ToastOptions } from './Toast/useToast.tsx';
export { ConfirmDialog } from './ConfirmDialog/LazyConfirmDialog.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { ConfirmDialogHost, confirm, useConfirm, type ConfirmRequest } from './ConfirmDialog/useConfirm.tsx';
export {
  UnsavedChangesDialog,
  UnsavedChangesDialogHost,
  type UnsavedChangesDialogProps,
} from './UnsavedChangesDialog/UnsavedChangesDialog.tsx';
export {
  DEFAULT_UNSAVED_CHANGES_TEXTS,
  confirmLeave,
  dirtyGuards,
  requestNavigationConfirmation,
  type NavigationRequestTexts,
} from './UnsavedChangesDialog/navigation-requests.ts';
export { useOpenedOnce } from './hooks/useOpenedOnce.ts';
export { lazyOnceOpened } from './hooks/lazyOnceOpened.tsx';
export { uiMessages } from './messages.ts';
