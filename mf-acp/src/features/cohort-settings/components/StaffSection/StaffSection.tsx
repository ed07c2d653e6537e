import { Button, Field, Select } from '@fluentui/react-components';
import type { StaffCandidate, StaffMember } from '@cedar/shared/contract';
import { allStaffHaveRoles, roleById, staffRoleOptions } from '@cedar/shared/domain';
import { settingsMessages as t } from '../../messages';
import { GroupSearch } from '../GroupSearch/GroupSearch';
import { useGroupStyles } from '../SettingsGroups/SettingsGroups.styles';

/** A staff row of the form: a saved member (id) or one picked from the search. */
export interface StaffRow {
  key: string;
  id?: number;
  user_email: string;
  name: string;
  user_role_id: number;
}

export interface StaffSectionProps {
  rows: readonly StaffRow[];
  editing: boolean;
  deleting: number | null;
  search(text: string): Promise<StaffCandidate[]>;
  onAdd(user: StaffCandidate): void;
  onRole(key: string, roleId: number): void;
  onDiscard(key: string): void;
  onDelete(id: number): void;
}

export const staffName = (m: { first_name: string | null; last_name: string | null; email: string }) =>
  [m.first_name, m.last_name].filter(Boolean).join(' ') || m.email;

export const staffRowOf = (member: StaffMember): StaffRow => ({
  key: `staff-${member.id}`,
  id: member.id,
  user_email: member.user_email,
  name: staffName(member.user_email_mk_user),
  user_role_id: member.user_role_id,
});

/** Support Team (admin-console §4 Settings, §5 Staff): staff search, roles visible in the console by name. */
export function StaffSection(props: StaffSectionProps) {
  const styles = useGroupStyles();
  const roles = staffRoleOptions();
  const onTeam = new Set(props.rows.map((r) => r.user_email));
  if (props.rows.length === 0 && !props.editing) return <p className={styles.muted}>{t.staffEmpty}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t.staffSection}>
        {props.rows.map((row) => (
          <li key={row.key} className={styles.row}>
            <span className={styles.grow}>
              <strong>{row.name}</strong> {row.user_email}
            </span>
            {props.editing ? (
              <>
                <Field label={`${t.staffRole} (${row.name})`} style={{ minWidth: 220 }}>
                  <Select value={String(row.user_role_id)} onChange={(_, d) => props.onRole(row.key, Number(d.value))}>
                    <option value="0">{t.staffRolePlaceholder}</option>
                    {roles.map((role) => (
                      <option key={role.id} value={role.id}>
                        {role.uiName}
                      </option>
                    ))}
                  </Select>
                </Field>
                {row.id === undefined ? (
                  <Button
                    size="small"
                    onClick={() => props.onDiscard(row.key)}
                    aria-label={`${t.staffDiscard} ${row.name}`}
                  >
                    {t.staffDiscard}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    disabled={props.deleting === row.id}
                    onClick={() => props.onDelete(row.id!)}
                    aria-label={`${t.staffDelete} ${row.name}`}
                  >
                    {t.staffDelete}
                  </Button>
                )}
              </>
            ) : (
              <span>{roleById(row.user_role_id)?.uiName}</span>
            )}
          </li>
        ))}
      </ul>
      {props.editing && !allStaffHaveRoles(props.rows) && (
        <p role="alert" className={styles.error}>
          {t.staffRolesMissing}
        </p>
      )}
      {props.editing && (
        <GroupSearch
          label={t.staffSearch}
          hint={t.staffSearchHint}
          noResults={t.staffNoResults}
          addLabel={t.staffAdd}
          search={props.search}
          exclude={(user) => onTeam.has(user.email)}
          keyOf={(user) => user.email}
          describe={(user) => `${staffName(user)} (${user.email})`}
          onAdd={props.onAdd}
        />
      )}
    </>
  );
}
