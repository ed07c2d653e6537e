/** Texts of the media remote, word for word from the spec, in one place. */
export const messages = {
  watchPage: { title: 'Watch' },
  videoPage: { title: 'Video' },
} as const;
