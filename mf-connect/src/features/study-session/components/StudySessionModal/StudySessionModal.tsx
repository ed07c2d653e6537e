import { lazyOnceOpened } from '@cedar/shared/ui';
import type { StudySessionModalProps } from './StudySessionDialog';

export type { StudySessionModalProps } from './StudySessionDialog';

/**
 * The 'Cohort Study Session' modal (§2), a chunk of its own fetched when it first opens: the
 * dashboard shows the card on every visit, the modal only when asked (ADR 0042).
 */
export const StudySessionModal = lazyOnceOpened<StudySessionModalProps>(() =>
  import('./StudySessionDialog').then((module) => module.StudySessionDialog),
);
