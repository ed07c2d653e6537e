import type { ConnectionData, LearnerSummary } from '@cedar/shared/contract';
import { recentlyUpdatedLearners, showcaseClassmate, visibleOnlineLearners } from '@cedar/shared/domain';
import { connectionQuery } from './get-connection-data';

/**
 * What the panels show of the cohort's learners: the API's panel summary, or, from an API that
 * answers every member (one deployed before the panel view), the same figures derived here.
 */
export function learnerSummaryOf(cohort: ConnectionData, viewerEmail: string, now: Date): LearnerSummary {
  if (cohort.learner_summary) return cohort.learner_summary;
  const members = cohort.mk_user_courses;
  return {
    online_count: visibleOnlineLearners(members, viewerEmail).length,
    recently_updated_count: recentlyUpdatedLearners(members, viewerEmail, now).length,
    showcase: showcaseClassmate(members, viewerEmail, connectionQuery().pick),
  };
}
