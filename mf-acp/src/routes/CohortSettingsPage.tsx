import { useEffect } from 'react';
import { markAllComponentsLoaded, useSession } from '@cedar/shared/auth';
import { hasAdminAccessToCohort } from '@cedar/shared/domain';
import { useToast } from '@cedar/shared/ui';
import { CohortSettingsView } from '../features/cohort-settings/components/CohortSettingsView/CohortSettingsView';
import { useCohortSettings } from '../features/cohort-settings/hooks/use-cohort-settings';

/** /acp/settings/: the selected cohort's settings; only its admin (role 9) edits them (§2.5). */
export default function CohortSettingsPage() {
  const cohortId = useSession((s) => s.selectedCohortId);
  const memberships = useSession((s) => s.memberships);
  const canEdit = cohortId !== null && hasAdminAccessToCohort(memberships, cohortId);
  const settings = useCohortSettings(cohortId, useToast());

  const settled = settings.state.kind !== 'loading';
  useEffect(() => {
    if (settled) markAllComponentsLoaded();
  }, [settled]);

  return (
    <CohortSettingsView
      state={settings.state}
      canEdit={canEdit}
      editing={canEdit && settings.editing}
      saving={settings.saving}
      onEdit={settings.edit}
      onCancel={settings.cancel}
      onSave={settings.save}
      onField={settings.setField}
      onToggleTool={settings.toggleTool}
      groups={settings.groups}
    />
  );
}
