import { Field, SearchBox, Select } from '@fluentui/react-components';
import { MEMBER_GROUPS, type MemberGroup, type MemberState } from '@cedar/shared/domain';
import type { MemberFilter, RoleOption } from '../../lib/member-filters';
import { peopleMessages as t } from '../../messages';
import { usePeopleViewStyles } from './PeopleView.styles';

export interface MemberFiltersProps {
  /** The search box's text as typed (the list follows it 300 ms later). */
  searchText: string;
  onSearchText(text: string): void;
  filter: MemberFilter;
  onFilter(patch: Partial<MemberFilter>): void;
  roles: RoleOption[];
  total: number;
}

/** People search, role filter with labels and counts, and the group and state filters (§2.9). */
export function MemberFilters({ searchText, onSearchText, filter, onFilter, roles, total }: MemberFiltersProps) {
  const styles = usePeopleViewStyles();
  return (
    <>
      <Field label={t.searchLabel} className={styles.search}>
        <SearchBox
          value={searchText}
          placeholder={t.searchPlaceholder}
          onChange={(_, data) => onSearchText(data.value)}
        />
      </Field>
      <Field label={t.roleFilterLabel}>
        <Select
          value={filter.roleId === null ? '' : String(filter.roleId)}
          onChange={(_, data) => onFilter({ roleId: data.value === '' ? null : Number(data.value) })}
        >
          <option value="">{t.allRoles(total)}</option>
          {roles.map((role) => (
            <option key={role.roleId} value={role.roleId}>
              {`${role.label} (${role.count})`}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.groupFilterLabel}>
        <Select value={filter.group} onChange={(_, data) => onFilter({ group: data.value as MemberGroup | 'all' })}>
          <option value="all">{t.groups.all}</option>
          {MEMBER_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t.groups[group]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.stateFilterLabel}>
        <Select value={filter.state} onChange={(_, data) => onFilter({ state: data.value as MemberState })}>
          {(['all', 'active', 'online'] as const).map((state) => (
            <option key={state} value={state}>
              {t.states[state]}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
