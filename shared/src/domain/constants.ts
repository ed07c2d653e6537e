/** Program ids and titles (§3.8). */
export const PROGRAMS = [
  { id: 1, title: 'Software Engineering Backend Development' },
  { id: 2, title: 'UX Design' },
  { id: 3, title: 'Java Foundations Program' },
  { id: 5, title: 'Test Program' },
  { id: 6, title: 'Full Stack Web Development' },
  { id: 7, title: 'Cybersecurity' },
  { id: 8, title: 'All Programs' },
  { id: 9, title: 'Front End Software Development' },
] as const;

/** Programs offered in pickers: all but Test Program and All Programs. */
export const SELECTABLE_PROGRAMS = PROGRAMS.filter((p) => p.id !== 5 && p.id !== 8);

/** Breakpoints in px (§9); mobile is the sm size. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const LAYOUT_BREAKPOINTS = [500, 600, 700, 800] as const;
export const MOBILE_MAX_WIDTH = BREAKPOINTS.sm;

/** Local storage keys (§7). */
export const STORAGE_KEYS = {
  coachSwitchToACP: 'coachSwitchToACP',
  learnerProfileCompletionDismissed: 'learnerProfileCompletionDismissed',
  windowCount: 'windowCount',
  acpSelectedCohortId: 'mk_acp_selected-cohort-id',
  videoWatchData: 'user_video_watch_data',
  /** The browser zone the dashboard's travel prompt was declined for ('Not now'). */
  travelZoneDeclined: 'travelZoneDeclined',
} as const;

/** Timings and limits of §9. */
export const LIMITS = {
  toastTimeoutMs: 8000,
  toastWidthPx: 400,
  favouriteSaveDelayMs: 3000,
  searchHistoryShown: 5,
  loaderProgressMs: 10_000,
  loaderMessageChangeMs: 6000,
  avatarDisplayPx: 164,
  onboardingAvatarPx: 225,
  pageLimit: 200,
} as const;
