/** Texts of the dashboard remote, word for word from the spec, in one place. */
export const messages = {
  homePage: { title: 'Home' },
} as const;
