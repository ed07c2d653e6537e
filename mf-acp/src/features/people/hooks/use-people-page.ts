import { useCallback, useMemo, useState } from 'react';
import type { AcpMember } from '@cedar/shared/contract';
import { type MemberChanges, changeCount } from '@cedar/shared/domain';
import { useDebouncedValue } from '@cedar/shared/ui';
import { updateCohortMember, useCohortMembers } from '../api/cohort-members';
import type { PeopleState } from '../components/PeopleView/PeopleView';
import { type MemberFilter, NO_FILTER } from '../lib/member-filters';
import { peopleMessages as t } from '../messages';
import { usePageAlert } from './use-page-alert';

/** The §9 search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The People page's data, filters, alert and row saving for one cohort. */
export function usePeoplePage(cohortId: number | null, roleId: number | null) {
  const members = useCohortMembers(cohortId);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [choice, setChoice] = useState<Omit<MemberFilter, 'search'>>({ ...NO_FILTER, roleId });
  const filter = useMemo(() => ({ ...choice, search }), [choice, search]);
  const { alert, show, dismiss } = usePageAlert();
  const { mutate } = members;

  const state: PeopleState = members.data
    ? { kind: 'ready', cohortName: members.data.message.cohort.cohort_name, members: members.data.message.members }
    : members.error
      ? { kind: 'error', onRetry: () => void mutate() }
      : { kind: 'loading' };

  const onSave = useCallback(
    async (member: AcpMember, changes: MemberChanges): Promise<boolean> => {
      if (cohortId === null || changeCount(changes) === 0) return true;
      try {
        const result = await updateCohortMember(cohortId, member.id, changes);
        show({ intent: 'success', text: result.message });
        await mutate();
        return true;
      } catch (error) {
        show({ intent: 'error', text: error instanceof Error && error.message ? error.message : t.updateError });
        return false;
      }
    },
    [cohortId, mutate, show],
  );

  return {
    state,
    searchText,
    setSearchText,
    filter,
    setFilter: (patch: Partial<MemberFilter>) => setChoice((c) => ({ ...c, ...patch })),
    alert,
    showAlert: show,
    dismissAlert: dismiss,
    onSave,
    refresh: () => mutate(),
  };
}
