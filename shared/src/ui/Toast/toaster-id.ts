/** Id of the one toaster the portal renders; remotes share it through the singleton @cedar/shared. */
export const CEDAR_TOASTER_ID = 'cedar-toaster';
