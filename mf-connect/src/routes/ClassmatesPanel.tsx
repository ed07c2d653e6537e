import { useConnectCohort } from '../hooks/use-connect-cohort';
import { ClassmatesPanelView } from '../features/classmates/components/ClassmatesPanelView/ClassmatesPanelView';
import { useClassmatesPanel } from '../features/classmates/hooks/use-classmates-panel';

/** Props of ClassmatesPanel (exposed as connect/./ClassmatesPanel). */
export interface ClassmatesPanelProps {
  /** The cohort whose classmates the panel counts; defaults to the session's current cohort. */
  cohortId?: number | null;
}

/**
 * The Classmates panel of a prestart course: a row to /connect with the visible online
 * learners and the cohort name, Online Now and Recently Updated counts, and one classmate to
 * meet. Polls the connection data every 30 s, inside the host's providers.
 */
export default function ClassmatesPanel({ cohortId }: ClassmatesPanelProps) {
  const cohort = useConnectCohort(cohortId);
  const { state, retry } = useClassmatesPanel(cohort.cohortId, cohort.email);
  return <ClassmatesPanelView state={state} onRetry={retry} />;
}
