import { type ReactNode, useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { type CreateKind, pageOf, requestCreate } from '@cedar/shared/contract';
import { hasAdminMenuAccessToCohort, ROLE } from '@cedar/shared/domain';
import { requestLogout, selectCohort, switchCoachView, useCan, usePermissions, useSession } from '@cedar/shared/auth';
import { AdminShellView } from '../shell/AdminShellView/AdminShellView';
import type { AdminCohortOption } from '../shell/CohortPicker/CohortPicker';
import { appMessages } from './messages';
import { useShellUser } from './shells';
import { useTagManagerEvents } from '../telemetry/use-tag-manager-events';

// Its own module, loaded only for the admin shell: learners never download the cohort picker
// (Fluent's Dropdown) and the admin chrome (docs/decisions/0001-federation.md).

function useAdminCohorts(): AdminCohortOption[] {
  const memberships = useSession((s) => s.memberships);
  const programs = useSession((s) => s.user?.programs);
  return useMemo(() => {
    const seen = new Map<number, AdminCohortOption>();
    for (const m of memberships) {
      if (!m.active || seen.has(m.cohort_id)) continue;
      const program = programs?.find((p) => p.id === m.cohort?.program_id);
      seen.set(m.cohort_id, {
        cohortId: m.cohort_id,
        cohortName: m.cohort?.cohort_name ?? String(m.cohort_id),
        programTitle: program?.title ?? '',
      });
    }
    return [...seen.values()];
  }, [memberships, programs]);
}

/** The create button of §2.4: on announcement history and on cohort management, for users who may create there. */
function CreateButton() {
  const { pathname, hash } = useLocation();
  const canAnnounce = useCan('annoucementsCanCreateAnnouncement');
  const canCreateCohort = useCan('adminSettingsCreateCohort');
  const onHistory = pageOf(pathname) === 'announcementHistory';
  const onCohorts = pageOf(pathname) === 'adminSettings' && hash === '#cohort-management';
  const kind: CreateKind | null =
    onHistory && canAnnounce ? 'announcement' : onCohorts && canCreateCohort ? 'cohort' : null;
  if (!kind) return null;
  // The page that owns the form listens (useCreateRequest of @cedar/shared/ui).
  return (
    <Button appearance="primary" onClick={() => requestCreate(kind)}>
      {kind === 'announcement' ? appMessages.createAnnouncement : appMessages.createCohort}
    </Button>
  );
}

/**
 * The admin shell with the session, permissions, cohort picker and router wired in. The Admin
 * tab needs admin access to the selected cohort for the adminSettings menu: role 9 there, or
 * role 11 (DECISIONS.md).
 */
export default function AdminShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const memberships = useSession((s) => s.memberships);
  const selectedCohortId = useSession((s) => s.selectedCohortId);
  useTagManagerEvents('admin');
  const permissions = usePermissions();
  return (
    <AdminShellView
      user={useShellUser()}
      currentPath={pathname}
      currentHash={hash}
      isCoach={useSession((s) => s.isCoach)}
      menuAccess={permissions.menuAccess}
      hasAdminAccessToCohort={
        selectedCohortId !== null && hasAdminMenuAccessToCohort(memberships, selectedCohortId, 'adminSettings')
      }
      isProgramManager={memberships.some((m) => m.active && m.user_role_id === ROLE.programManager)}
      cohorts={useAdminCohorts()}
      selectedCohortId={selectedCohortId}
      onSelectCohort={selectCohort}
      createButton={<CreateButton />}
      onNavigate={(path) => void navigate(path)}
      onSwitchToLearner={() => switchCoachView(false)}
      onSignOut={requestLogout}
    >
      {children}
    </AdminShellView>
  );
}
