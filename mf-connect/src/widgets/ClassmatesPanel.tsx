import type { ClassmatesPanelProps } from '@cedar/shared/contract';
import { useConnectCohort } from '../hooks/use-connect-cohort';
import { useSettledOnce } from '../hooks/use-settled-once';
import { ClassmatesPanelView } from '../features/classmates/components/ClassmatesPanelView/ClassmatesPanelView';
import { useClassmatesPanel } from '../features/classmates/hooks/use-classmates-panel';

/**
 * The Classmates panel of a prestart course: a row to /connect with the visible online
 * learners and the cohort name, Online Now and Recently Updated counts, and one classmate to
 * meet. Polls the connection data every 30 s, inside the host's providers.
 */
export default function ClassmatesPanel({ cohortId, onSettled }: ClassmatesPanelProps) {
  const cohort = useConnectCohort(cohortId);
  const { state, retry } = useClassmatesPanel(cohort.cohortId, cohort.email);
  useSettledOnce(state.kind !== 'loading', onSettled);
  return <ClassmatesPanelView state={state} onRetry={retry} />;
}
