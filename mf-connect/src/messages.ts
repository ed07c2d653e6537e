/** Texts of the connect remote, word for word from the spec, in one place. */
export const messages = {
  connectPage: { title: 'Connect' },
  studySessionCard: { title: 'Study Session' },
  classmatesPanel: { title: 'Classmates' },
} as const;
