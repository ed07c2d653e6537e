/** Texts of the shared design system; the spec's are word for word (§4.3, §8). */
export const uiMessages = {
  toastSuccessTitle: 'Success',
  toastErrorTitle: 'Error',
  toastInfoTitle: 'Info',
  dismiss: 'Dismiss',
  unsavedChangesHeader: 'Careful: You have unsaved changes',
  unsavedChangesMessage: 'Press cancel to go back and save these changes, or Okay to lose these changes',
  cancel: 'Cancel',
  okay: 'Okay',
  confirm: 'Confirm',
  close: 'Close',
  retry: 'Retry',
  retrying: 'Retrying...',
  loadFailed: 'This could not be loaded.',
  remoteFallbackTitle: 'This part of the page could not load',
  remoteFallbackText: 'Something went wrong while loading it. The rest of the portal still works.',
  loading: 'Loading',
  travelPrompt: (browserZone: string, profileZone: string) =>
    `This device is set to ${browserZone}, but your profile says ${profileZone}.`,
  travelNoZone: (browserZone: string) => `This device is set to ${browserZone}; your profile has no time zone.`,
  useBrowserZone: (browserZone: string) => `Use ${browserZone}`,
  notNow: 'Not now',
} as const;
