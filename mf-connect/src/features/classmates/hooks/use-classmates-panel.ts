import { useMemo, useState } from 'react';
import type { ConnectMember } from '@cedar/shared/contract';
import { recentlyUpdatedLearners, showcaseClassmate, visibleOnlineLearners } from '@cedar/shared/domain';
import { useConnectionData } from '../../../api/get-connection-data';

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
  // One classmate per visit: the random pick stays while the data refreshes.
  const [random] = useState(Math.random);
  const state = useMemo<ClassmatesPanelState>(() => {
    if (cohortId === null || connection.error) return { kind: 'error' };
    if (!connection.data) return { kind: 'loading' };
    if (!cohort) return { kind: 'error' };
    const members = cohort.mk_user_courses;
    return {
      kind: 'ready',
      cohortName: cohort.cohort_name,
      onlineCount: visibleOnlineLearners(members, email).length,
      // Dated at each refresh of the data: the 2-week window moves slowly enough.
      recentlyUpdatedCount: recentlyUpdatedLearners(members, email, new Date()).length,
      showcase: showcaseClassmate(members, email, random),
    };
  }, [cohortId, connection.error, connection.data, cohort, email, random]);
  return { state, retry: () => void connection.mutate() };
}
