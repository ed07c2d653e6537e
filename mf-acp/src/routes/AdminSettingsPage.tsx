import { useEffect, useRef } from 'react';
import { markAllComponentsLoaded, seedSession, sessionStore, useSession } from '@cedar/shared/auth';
import type { Membership } from '@cedar/shared/contract';
import { permissionsForRoleId, SELECTABLE_PROGRAMS } from '@cedar/shared/domain';
import { useCreateRequest, useToast } from '@cedar/shared/ui';
import { syncCanvasCourses, uploadHandshake } from '../features/admin-settings/api/admin-tools';
import { createCohort, useManagedPrograms } from '../features/admin-settings/api/cohort-admin';
import { AdditionalTools } from '../features/admin-settings/components/AdditionalTools/AdditionalTools';
import {
  AdminSettingsView,
  type AdminSettingsState,
} from '../features/admin-settings/components/AdminSettingsView/AdminSettingsView';
import {
  type CreateCohortForm,
  createCohortPayload,
  localToday,
} from '../features/admin-settings/lib/create-cohort-form';
import { adminMessages as t } from '../features/admin-settings/messages';

/** The creator's new admin membership, so the cohort joins the cohort picker at once. */
function joinPicker(membership: Membership, programId: number): void {
  const { memberships, user } = sessionStore.getState();
  const programs = user?.programs ?? [];
  const program = SELECTABLE_PROGRAMS.find((p) => p.id === programId);
  seedSession({
    memberships: [...memberships, membership],
    ...(user && program && !programs.some((p) => p.id === programId)
      ? { user: { ...user, programs: [...programs, { id: program.id, title: program.title }] } }
      : {}),
  });
}

/** /acp/admin/settings/: programs with their cohorts and Create New Cohort (§2.10). */
export default function AdminSettingsPage() {
  const email = useSession((s) => s.email) ?? '';
  const memberships = useSession((s) => s.memberships);
  const canCreate = memberships.some(
    (m) => m.active && permissionsForRoleId(m.user_role_id).functions.adminSettingsCreateCohort,
  );
  // Program Managers only (adminSettingsAdditionalTools); the API enforces it too.
  const canRunTools = memberships.some(
    (m) => m.active && permissionsForRoleId(m.user_role_id).functions.adminSettingsAdditionalTools,
  );
  const canManageMembers = memberships.some(
    (m) => m.active && permissionsForRoleId(m.user_role_id).menuAccess.adminSettingsManageCohortMembers,
  );
  const programs = useManagedPrograms();
  const toast = useToast();
  const createRef = useRef<HTMLInputElement>(null);
  useCreateRequest('cohort', () => createRef.current?.focus());

  const state: AdminSettingsState = programs.data
    ? { kind: 'ready', programs: programs.data.message.programs }
    : programs.error
      ? { kind: 'error', onRetry: () => void programs.mutate() }
      : { kind: 'loading' };
  const settled = state.kind !== 'loading';
  useEffect(() => {
    if (settled) markAllComponentsLoaded();
  }, [settled]);

  const onCreate = async (form: CreateCohortForm) => {
    try {
      const payload = createCohortPayload(form);
      const { cohort, membership } = await createCohort(payload);
      joinPicker(
        {
          ...membership,
          user_email: email,
          course_id: null,
          is_visible: true,
          active: true,
          created_by: email,
          updated_by: email,
          updated_date: null,
          course: null,
          cohort: { cohort_id: cohort.cohort_id, cohort_name: cohort.cohort_name, program_id: cohort.program_id },
        },
        cohort.program_id,
      );
      toast.success(t.created);
      void programs.mutate();
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t.createFailed, t.createFailed);
      return false;
    }
  };

  return (
    <AdminSettingsView
      state={state}
      canCreate={canCreate}
      canManageMembers={canManageMembers}
      createRef={createRef}
      today={localToday(new Date())}
      defaultEmail={email}
      onCreate={onCreate}
      tools={
        canRunTools ? (
          <AdditionalTools upload={(file) => uploadHandshake(file, email)} sync={syncCanvasCourses} />
        ) : null
      }
    />
  );
}
