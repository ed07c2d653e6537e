import { useMemo } from 'react';
import type { ConnectMember } from '@cedar/shared/contract';
import { useConnectionData } from '../../../api/get-connection-data';
import { learnerSummaryOf } from '../../../api/learner-summary';

/** What the Classmates panel shows (§2). */
export type ClassmatesPanelState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | {
      kind: 'ready';
      cohortName: string;
      onlineCount: number;
      recentlyUpdatedCount: number;
      /** The 'Have you met...' classmate; null when the viewer has no visible classmate. */
      showcase: ConnectMember | null;
    };

/** The panel's data from the connection data, polled every 30 s. */
export function useClassmatesPanel(cohortId: number | null, email: string) {
  const connection = useConnectionData(cohortId);
  const { cohort } = connection;
  // One classmate per visit: the pick is drawn once per visit (connectionQuery), so it stays
  // while the data refreshes.
  const state = useMemo<ClassmatesPanelState>(() => {
    if (cohortId === null || connection.error) return { kind: 'error' };
    if (!connection.data) return { kind: 'loading' };
    if (!cohort) return { kind: 'error' };
    // Dated at each refresh of the data: the 2-week window moves slowly enough.
    const summary = learnerSummaryOf(cohort, email, new Date());
    return {
      kind: 'ready',
      cohortName: cohort.cohort_name,
      onlineCount: summary.online_count,
      recentlyUpdatedCount: summary.recently_updated_count,
      showcase: summary.showcase,
    };
  }, [cohortId, connection.error, connection.data, cohort, email]);
  return { state, retry: () => void connection.mutate() };
}
