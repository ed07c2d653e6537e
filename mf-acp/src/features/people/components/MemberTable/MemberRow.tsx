import { useState } from 'react';
import { Button, Input, Select, Switch, TableCell, TableRow } from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import type { AcpMember } from '@cedar/shared/contract';
import {
  EDIT_ROLE_IDS,
  type EditableMember,
  MEMBER_ROLE_LABELS,
  type MemberChanges,
  ROLE,
  changeCount,
  editedMemberErrors,
  memberChanges,
  roleById,
} from '@cedar/shared/domain';
import { peopleMessages as t } from '../../messages';
import { useMemberTableStyles } from './MemberTable.styles';

export interface MemberRowProps {
  member: AcpMember;
  /** Cohort admins see the Actions column and may edit. */
  canManage: boolean;
  /** Saves the changed fields; resolves true when the row may leave edit mode. */
  onSave(member: AcpMember, changes: MemberChanges): Promise<boolean>;
  /** Asks the user a yes/no question (revoke, discard). */
  confirm(request: { title: string; message?: string; confirmLabel: string; destructive?: boolean }): Promise<boolean>;
}

const roleLabel = (roleId: number) => MEMBER_ROLE_LABELS[roleId] ?? roleById(roleId)?.secondaryName ?? `Role ${roleId}`;

const editable = (m: AcpMember): EditableMember => ({
  email: m.user_email,
  first_name: m.first_name,
  last_name: m.last_name,
  user_lms_id: m.user_lms_id,
  user_role_id: m.user_role_id,
  active: m.active,
  is_visible: m.is_visible,
});

/** One member of the table, in view or edit mode (admin-console §4 Member). */
export function MemberRow({ member, canManage, onSave, confirm }: MemberRowProps) {
  const styles = useMemberTableStyles();
  const [draft, setDraft] = useState<EditableMember | null>(null);
  const [saving, setSaving] = useState(false);
  const name = `${member.first_name} ${member.last_name}`;
  const errors = draft ? editedMemberErrors(draft) : {};
  const set = (patch: Partial<EditableMember>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  const setActive = async (active: boolean) => {
    if (!draft) return;
    // Turning an active member inactive revokes their access: ask first, then hide them in Connect.
    if (!active && member.active) {
      const ok = await confirm({
        title: t.revokeTitle,
        message: t.revokeMessage,
        confirmLabel: t.revokeConfirm,
        destructive: true,
      });
      if (!ok) return;
    }
    set(active ? { active } : { active, is_visible: false });
  };

  const discard = async () => {
    if (draft && changeCount(memberChanges(editable(member), draft)) > 0) {
      const ok = await confirm({ title: t.discardTitle, confirmLabel: t.discardConfirm });
      if (!ok) return;
    }
    setDraft(null);
  };

  const save = async () => {
    if (!draft || Object.keys(errors).length > 0) return;
    const changes = memberChanges(editable(member), draft);
    if (changeCount(changes) === 0) return setDraft(null);
    setSaving(true);
    const done = await onSave(member, changes).finally(() => setSaving(false));
    if (done) setDraft(null);
  };

  if (!draft) {
    return (
      <TableRow className={member.active ? undefined : styles.inactive}>
        <TableCell>{name}</TableCell>
        <TableCell>{member.user_email}</TableCell>
        <TableCell>{member.user_lms_id ?? '—'}</TableCell>
        <TableCell>{roleLabel(member.user_role_id)}</TableCell>
        <TableCell>{member.active ? t.yes : t.no}</TableCell>
        <TableCell>{member.is_visible ? t.yes : t.no}</TableCell>
        <TableCell className={member.is_online ? styles.online : undefined}>
          {member.is_online ? t.online : t.offline}
        </TableCell>
        {canManage && (
          <TableCell>
            <Button icon={<Edit20Regular />} aria-label={t.edit(name)} onClick={() => setDraft(editable(member))} />
          </TableCell>
        )}
      </TableRow>
    );
  }

  const field = (key: 'first_name' | 'last_name' | 'email' | 'user_lms_id', label: string) => (
    <div>
      <Input
        className={styles.input}
        aria-label={`${label}, ${name}`}
        aria-invalid={key in errors}
        value={draft[key] ?? ''}
        onChange={(_, data) => set({ [key]: data.value })}
      />
      {key in errors && <p className={styles.error}>{errors[key as keyof typeof errors]}</p>}
    </div>
  );

  return (
    <TableRow aria-label={t.edit(name)}>
      <TableCell>
        {field('first_name', t.columns.firstName)}
        {field('last_name', t.columns.lastName)}
      </TableCell>
      <TableCell>{field('email', t.columns.email)}</TableCell>
      <TableCell>{field('user_lms_id', t.columns.lmsId)}</TableCell>
      <TableCell>
        {member.user_role_id === ROLE.programManager ? (
          roleLabel(member.user_role_id)
        ) : (
          <Select
            aria-label={`${t.columns.role}, ${name}`}
            value={String(draft.user_role_id)}
            onChange={(_, data) => set({ user_role_id: Number(data.value) })}
          >
            {EDIT_ROLE_IDS.map((id) => (
              <option key={id} value={id}>
                {roleLabel(id)}
              </option>
            ))}
          </Select>
        )}
      </TableCell>
      <TableCell>
        <Switch
          aria-label={`${t.columns.active}, ${name}`}
          checked={draft.active}
          onChange={(_, data) => void setActive(data.checked)}
        />
      </TableCell>
      <TableCell>
        <Switch
          aria-label={`${t.columns.visible}, ${name}`}
          checked={draft.is_visible}
          disabled={!draft.active}
          onChange={(_, data) => set({ is_visible: data.checked })}
        />
      </TableCell>
      <TableCell>{member.is_online ? t.online : t.offline}</TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button appearance="primary" disabled={saving || Object.keys(errors).length > 0} onClick={() => void save()}>
            {t.save}
          </Button>
          <Button disabled={saving} onClick={() => void discard()}>
            {t.discard}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
