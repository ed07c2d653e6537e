import { type RemoteDeclaration, exposedPage, exposedWidget } from './declaration.ts';

/** Props of the Study Session card (connect's widget; the dashboard and /connect place it). */
export interface StudySessionCardProps {
  /** The cohort whose study room the card shows; defaults to the session's current cohort. */
  cohortId?: number | null;
  /**
   * The cohort's course has not started: the card is titled Classmates (DECISIONS.md).
   * Defaults to whether a course of the cohort in the session's memberships is prestart.
   */
  prestart?: boolean;
  /** On /connect the running session adds an invitation to join (§2). */
  onConnectPage?: boolean;
  /** Called once, when the card's data has first loaded or failed (the page's loading state). */
  onSettled?: () => void;
}

/** Props of the Classmates panel (connect's widget on a prestart dashboard). */
export interface ClassmatesPanelProps {
  /** The cohort whose classmates the panel counts; defaults to the session's current cohort. */
  cohortId?: number | null;
  /** Called once, when the panel's data has first loaded or failed (the page's loading state). */
  onSettled?: () => void;
}

/** Remote "connect" (mf-connect): the cohort directory and the study-room widgets. */
export const connectRemote = {
  name: 'connect',
  pages: {
    ConnectPage: exposedPage({ routes: ['connect'] }),
  },
  widgets: {
    StudySessionCard: exposedWidget<StudySessionCardProps>(),
    ClassmatesPanel: exposedWidget<ClassmatesPanelProps>(),
  },
} as const satisfies RemoteDeclaration;
