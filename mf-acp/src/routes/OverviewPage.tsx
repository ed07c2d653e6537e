import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import {
  loadPortalConfig,
  markAllComponentsLoaded,
  useCan,
  useCohortAccess,
  usePermissions,
  useSession,
} from '@cedar/shared/auth';
import { pagePath, type StudySession } from '@cedar/shared/contract';
import {
  averageResponseTime,
  canSeeSupportRequests,
  isOverdue,
  medianFirstResponseHours,
  ROLE,
} from '@cedar/shared/domain';
import { useCohortConnection, useHostSession, useLatestVideo } from '../features/overview/api/overview-api';
import { OverviewView } from '../features/overview/components/OverviewView/OverviewView';
import { useCohortSupportRequests } from '../features/support-requests/api/support-requests';

const DEFAULT_RESOURCES = {
  releaseNotes: 'https://docs.cedar.academy/release-notes',
  documentation: 'https://docs.cedar.academy/',
  helpdesk: 'https://help.cedar.academy/',
};

/** `/` of the admin shell: the cohort dashboard (admin-console §2.8). */
export default function OverviewPage() {
  const navigate = useNavigate();
  const cohortId = useSession((s) => s.selectedCohortId);
  const memberships = useSession((s) => s.memberships);
  const hasAccess = useCohortAccess();
  const permissions = usePermissions();
  const triage = hasAccess && canSeeSupportRequests(permissions);
  const canSeeSettings = useCan('cohortSettings');
  const canSeePeople = useCan('supportRequests') && hasAccess;
  const role = memberships.find((m) => m.active && m.cohort_id === cohortId)?.user_role_id;
  const connection = useCohortConnection(hasAccess ? cohortId : null);
  const cohort = connection.data?.message.cohort;
  const hostId = cohort?.zoom_host_id ?? null;
  const live = useHostSession(hostId);
  const requests = useCohortSupportRequests(triage ? cohortId : null);
  const video = useLatestVideo(hasAccess ? cohortId : null);
  const config = useSWR('portal-config', loadPortalConfig);

  useEffect(() => {
    if (cohort || cohortId === null || !hasAccess) markAllComponentsLoaded();
  }, [cohort, cohortId, hasAccess]);

  const counts = useMemo(() => {
    if (!cohort) return undefined;
    const active = cohort.mk_user_courses;
    return {
      learners: active.filter((m) => m.user_role_id === ROLE.learner).length,
      admins: active.filter((m) => m.user_role_id === ROLE.programManager).length,
    };
  }, [cohort]);
  const support = useMemo(() => {
    const rows = requests.data;
    if (!rows) return undefined;
    const now = new Date();
    const open = rows.filter((r) => r.status !== 'closed');
    return {
      open: open.length,
      awaitingReview: open.filter((r) => r.status === 'awaiting_review').length,
      reopened: open.filter((r) => r.status === 'reopened').length,
      overdue: open.filter((r) => isOverdue(r, now)).length,
      averageResponseTime: averageResponseTime(rows),
      medianFirstResponseHours: medianFirstResponseHours(rows, now),
    };
  }, [requests.data]);
  const session = live.data?.message && 'session_id' in live.data.message ? (live.data.message as StudySession) : null;

  const cohortName =
    cohortId === null
      ? null
      : (cohort?.cohort_name ?? memberships.find((m) => m.cohort_id === cohortId)?.cohort?.cohort_name ?? '');
  return (
    <OverviewView
      cohortName={cohortName}
      hasAccess={hasAccess}
      counts={counts}
      support={
        triage ? { data: support, failed: Boolean(requests.error), onRetry: () => void requests.mutate() } : undefined
      }
      studySession={{
        data: cohort ? { hostId, zoomUrl: cohort.zoom_url, session } : undefined,
        failed: Boolean(connection.error),
        onRetry: () => void connection.mutate(),
      }}
      latestVideo={{ data: video.data, failed: Boolean(video.error), onRetry: () => void video.mutate() }}
      canCurate={role !== ROLE.coach && permissions.functions.videosCanEdit}
      canSeeSettings={canSeeSettings}
      canSeePeople={canSeePeople}
      onNavigate={(path) => navigate(path)}
      links={{
        triage: pagePath('supportRequests'),
        media: (uuid) => pagePath('video', { videoUUId: uuid }),
        videoLibrary: pagePath('videoLibrary'),
        settings: pagePath('cohortSettings'),
        learners: pagePath('acpPeople', { roleId: 1 }),
        ...DEFAULT_RESOURCES,
        ...config.data?.resources,
      }}
    />
  );
}
