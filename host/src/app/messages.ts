/** Texts of the host's own wiring (the shell's screens keep theirs in shell/messages.ts). */
export const appMessages = {
  createAnnouncement: 'Create New Announcement',
  createCohort: 'Create New Cohort',
} as const;
