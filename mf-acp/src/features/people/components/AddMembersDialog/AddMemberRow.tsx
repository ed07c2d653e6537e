import { useEffect, useState } from 'react';
import { Button, Field, Input, Select, Switch } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import type { MemberLookupEnvelope } from '@cedar/shared/contract';
import {
  ADD_ROLE_IDS,
  MEMBER_ROLE_LABELS,
  type NewMemberField,
  type NewMemberInput,
  isValidMemberEmail,
} from '@cedar/shared/domain';
import { useDebouncedValue } from '@cedar/shared/ui';
import { addMembersMessages as t } from '../../messages';
import { useAddMembersStyles } from './AddMembersDialog.styles';

/** The §9 search debounce. */
export const LOOKUP_DEBOUNCE_MS = 300;

export type MemberLookup = (email: string, signal: AbortSignal) => Promise<MemberLookupEnvelope['message']>;

export interface AddMemberRowProps {
  index: number;
  value: NewMemberInput;
  /** Shown once the user tried to submit. */
  errors: Partial<Record<NewMemberField, string>>;
  onChange(patch: Partial<NewMemberInput>): void;
  onRemove?: () => void;
  lookup: MemberLookup;
}

type LookupState = { kind: 'idle' | 'searching' | 'none' } | { kind: 'found'; name: string; inCohort: boolean };

/** One member of the Add Member(s) form, with the e-mail search for an existing user (§5). */
export function AddMemberRow({ index, value, errors, onChange, onRemove, lookup }: AddMemberRowProps) {
  const styles = useAddMembersStyles();
  const email = useDebouncedValue(value.email.trim().toLowerCase(), LOOKUP_DEBOUNCE_MS);
  const [found, setFound] = useState<LookupState>({ kind: 'idle' });

  useEffect(() => {
    // The search starts only after typing a whole address.
    if (!isValidMemberEmail(email)) return setFound({ kind: 'idle' });
    const controller = new AbortController();
    setFound({ kind: 'searching' });
    lookup(email, controller.signal)
      .then(({ user, inCohort }) => {
        if (!user) return setFound({ kind: 'none' });
        setFound({ kind: 'found', name: `${user.first_name} ${user.last_name}`, inCohort });
        onChange({ first_name: user.first_name, last_name: user.last_name, user_lms_id: user.user_lms_id });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFound({ kind: 'idle' });
      });
    return () => controller.abort();
    // onChange changes every render; the search depends on the address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, lookup]);

  const n = index + 1;
  const text = (key: 'email' | 'first_name' | 'last_name' | 'user_lms_id', label: string, required = true) => (
    <Field label={label} required={required} validationMessage={errors[key]}>
      <Input
        type={key === 'email' ? 'email' : 'text'}
        value={value[key] ?? ''}
        onChange={(_, data) => onChange({ [key]: data.value })}
      />
    </Field>
  );

  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{t.rowLabel(n)}</legend>
      {text('email', t.email)}
      {text('first_name', t.firstName)}
      {text('last_name', t.lastName)}
      {text('user_lms_id', t.lmsId, value.user_role_id === 1)}
      <Field label={t.role} validationMessage={errors.user_role_id}>
        <Select
          value={String(value.user_role_id)}
          onChange={(_, data) => onChange({ user_role_id: Number(data.value) })}
        >
          {ADD_ROLE_IDS.map((id) => (
            <option key={id} value={id}>
              {MEMBER_ROLE_LABELS[id]}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.switches}>
        <Switch
          label={t.active}
          checked={value.active}
          onChange={(_, data) => onChange(data.checked ? { active: true } : { active: false, is_visible: false })}
        />
        <Switch
          label={t.visible}
          checked={value.is_visible}
          disabled={!value.active}
          onChange={(_, data) => onChange({ is_visible: data.checked })}
        />
        {onRemove && <Button icon={<Delete20Regular />} aria-label={t.removeRow(n)} onClick={onRemove} />}
      </div>
      <p className={styles.lookup} role="status">
        {found.kind === 'searching' && t.searching}
        {found.kind === 'none' && t.noExistingUser}
        {found.kind === 'found' &&
          (found.inCohort ? t.alreadyInCohort(value.email.trim()) : t.existingUser(found.name))}
      </p>
    </fieldset>
  );
}
