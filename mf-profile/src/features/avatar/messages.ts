/** Texts of the avatar dialog (§2.6, §4.3, §8); the spec's quoted ones word for word. */
export const avatarMessages = {
  title: 'Upload a new avatar',
  dropZone: 'Drag a picture here, or click to choose one',
  dropZoneActive: 'Drop the picture to use it',
  fileTypes: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB',
  cropArea: 'Picture crop: use the arrow keys to move it, + and - to zoom',
  zoom: 'Zoom',
  remove: 'Remove',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  uploadError: 'Error while uploading. Try again!',
  tooLarge: 'This picture is larger than 5 MB.',
  notAPicture: 'This file is not a picture.',
  current: 'Current picture',
  edit: 'Edit profile picture',
} as const;
