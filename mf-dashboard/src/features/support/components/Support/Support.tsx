import { useLocation, useNavigate } from 'react-router-dom';
import { useDashboardCohort } from '../../../../lib/dashboard-cohort';
import { useMySupportRequests } from '../../api/get-my-support-requests';
import { useSupportTeam } from '../../api/get-support-team';
import { useSupportRequest } from '../../hooks/use-support-request';
import { MySupportRequests } from '../MySupportRequests/MySupportRequests';
import { RequestSupportDrawer } from '../RequestSupportDrawer/RequestSupportDrawer';
import { SupportView } from '../SupportView/SupportView';
import { pagePath } from '@cedar/shared/contract';

/** The route that opens the Request Support drawer (§2); closing it goes back to the dashboard. */
export const HELP_PATH = pagePath('help');

/** The Support panel of the signed-in learner's cohort, with the Request Support drawer at /help. */
export function Support() {
  const cohort = useDashboardCohort();
  const location = useLocation();
  const navigate = useNavigate();
  const team = useSupportTeam(cohort.cohortId);
  const requests = useMySupportRequests(Boolean(cohort.email));
  const flow = useSupportRequest(cohort);
  const open = location.pathname === HELP_PATH;

  const close = () => {
    void navigate(pagePath('home'));
    flow.reset();
  };

  return (
    <>
      <SupportView
        team={team.data}
        isLoading={team.isLoading}
        failed={Boolean(team.error)}
        onRetry={() => void team.mutate()}
        onRequestSupport={() => void navigate(HELP_PATH)}
        myRequests={
          cohort.email ? (
            <MySupportRequests
              requests={requests.data}
              isLoading={requests.isLoading}
              failed={Boolean(requests.error)}
              onRetry={() => void requests.mutate()}
              timeZone={cohort.timeZone}
            />
          ) : null
        }
      />
      <RequestSupportDrawer open={open} onClose={close} flow={flow} hasEmail={Boolean(cohort.email)} />
    </>
  );
}
