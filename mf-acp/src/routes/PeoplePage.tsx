import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { markAllComponentsLoaded, useSession } from '@cedar/shared/auth';
import { hasAdminAccessToCohort } from '@cedar/shared/domain';
import { useConfirm } from '@cedar/shared/ui';
import { addCohortMembers, importCohortMembers, lookupMember } from '../features/people/api/cohort-members';
import { AddMembersDialog } from '../features/people/components/AddMembersDialog/AddMembersDialog';
import { ImportMembersDialog } from '../features/people/components/ImportMembersDialog/ImportMembersDialog';
import { MembershipChanges } from '../features/people/components/MembershipChanges/MembershipChanges';
import { PeopleView } from '../features/people/components/PeopleView/PeopleView';
import { usePeoplePage } from '../features/people/hooks/use-people-page';
import { filterMembers, roleIdParam } from '../features/people/lib/member-filters';
import { downloadText, membersToCsv } from '../features/people/lib/member-csv';

/** /acp/people/:roleId?: the selected cohort's members; the roleId preselects the role filter (§2.2, §2.9). */
export default function PeoplePage() {
  const { roleId } = useParams();
  const cohortId = useSession((s) => s.selectedCohortId);
  const memberships = useSession((s) => s.memberships);
  const canManage = cohortId !== null && hasAdminAccessToCohort(memberships, cohortId);
  const page = usePeoplePage(cohortId, roleIdParam(roleId));
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [auditVersion, setAuditVersion] = useState(0);

  const settled = page.state.kind !== 'loading';
  useEffect(() => {
    if (settled) markAllComponentsLoaded();
  }, [settled]);

  const lookup = useCallback(
    (email: string, signal: AbortSignal) => lookupMember(cohortId!, email, signal),
    [cohortId],
  );
  const refresh = async () => {
    await page.refresh();
    setAuditVersion((v) => v + 1);
  };

  const onExport = () => {
    if (page.state.kind !== 'ready') return;
    const name = page.state.cohortName.replace(/[^\w-]+/g, '-');
    downloadText(`${name}-members.csv`, membersToCsv(filterMembers(page.state.members, page.filter)));
  };

  return (
    <PeopleView
      state={page.state}
      canManage={canManage}
      searchText={page.searchText}
      onSearchText={page.setSearchText}
      filter={page.filter}
      onFilter={page.setFilter}
      alert={page.alert}
      onDismissAlert={page.dismissAlert}
      onAddMembers={() => setAdding(true)}
      onExport={onExport}
      onImport={() => setImporting(true)}
      onSave={async (member, changes) => {
        const saved = await page.onSave(member, changes);
        if (saved) setAuditVersion((v) => v + 1);
        return saved;
      }}
      confirm={(request) => confirm(request)}
    >
      {canManage && adding && (
        <AddMembersDialog
          open
          onClose={() => setAdding(false)}
          onSubmit={async (members) => {
            const outcome = await addCohortMembers(cohortId!, members);
            if (outcome.didAdd.length > 0 && outcome.didNotAdd.length > 0) void refresh();
            return outcome;
          }}
          onAllAdded={() => {
            setAdding(false);
            void refresh();
          }}
          lookup={lookup}
        />
      )}
      {canManage && importing && (
        <ImportMembersDialog
          open
          onClose={() => setImporting(false)}
          run={(file, apply) => importCohortMembers(cohortId!, file, apply)}
          onApplied={() => void refresh()}
        />
      )}
      {canManage && <MembershipChanges cohortId={cohortId} version={auditVersion} />}
    </PeopleView>
  );
}
