import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import type { AddCohortMembersEnvelope } from '@cedar/shared/contract';
import { type NewMemberInput, ROLE, newMemberErrors, normaliseNewMember } from '@cedar/shared/domain';
import { addMembersMessages as t } from '../../messages';
import { AddMemberRow, type MemberLookup } from './AddMemberRow';
import { useAddMembersStyles } from './AddMembersDialog.styles';

/** A new row: active, Learner, visible (§9). */
export const blankMember = (): NewMemberInput => ({
  email: '',
  first_name: '',
  last_name: '',
  user_lms_id: '',
  user_role_id: ROLE.learner,
  is_visible: true,
  active: true,
});

export interface AddMembersDialogProps {
  open: boolean;
  onClose(): void;
  /** Sends the rows; answers which were added and which were not. */
  onSubmit(members: NewMemberInput[]): Promise<AddCohortMembersEnvelope['message']>;
  /** Every row was added: close and refresh the list. */
  onAllAdded(): void;
  lookup: MemberLookup;
  /** Rows to start with (stories). */
  initialRows?: NewMemberInput[];
  initialErrors?: string[];
}

/** The Add Member(s) modal: several rows at once (admin-console §2.9, §5, §8 Members). */
export function AddMembersDialog({
  open,
  onClose,
  onSubmit,
  onAllAdded,
  lookup,
  initialRows,
  initialErrors,
}: AddMembersDialogProps) {
  const styles = useAddMembersStyles();
  const [rows, setRows] = useState<{ key: number; value: NewMemberInput }[]>(() =>
    (initialRows ?? [blankMember()]).map((value, key) => ({ key, value })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>(initialErrors ?? []);

  const update = (key: number, patch: Partial<NewMemberInput>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, value: { ...row.value, ...patch } } : row)));
  const addRow = () => {
    setRows((all) => [...all, { key: nextKey, value: blankMember() }]);
    setNextKey((k) => k + 1);
  };
  const hasLearner = rows.some((row) => row.value.user_role_id === ROLE.learner);

  const submit = async () => {
    setTried(true);
    if (rows.some((row) => Object.keys(newMemberErrors(row.value)).length > 0)) return;
    setBusy(true);
    try {
      const { didAdd, didNotAdd } = await onSubmit(rows.map((row) => normaliseNewMember(row.value)));
      const added = new Set(didAdd.map((row) => row.email));
      // Rows that were added leave the form; the others stay with their messages.
      setRows((all) => all.filter((row) => !added.has(normaliseNewMember(row.value).email)));
      setFailures(didNotAdd.map((row) => row.message));
      if (didNotAdd.length === 0) onAllAdded();
    } catch (error) {
      setFailures([error instanceof Error && error.message ? error.message : t.requestFailed]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogContent>
            {hasLearner && (
              <MessageBar intent="warning" className={styles.notice}>
                <MessageBarBody>{t.lmsNotice}</MessageBarBody>
              </MessageBar>
            )}
            {failures.length > 0 && (
              <MessageBar intent="error" className={styles.notice}>
                <MessageBarBody>
                  <MessageBarTitle>{t.errorAlert}</MessageBarTitle>
                  <ul>
                    {failures.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                </MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.rows}>
              {rows.map((row, index) => (
                <AddMemberRow
                  key={row.key}
                  index={index}
                  value={row.value}
                  errors={tried ? newMemberErrors(row.value) : {}}
                  onChange={(patch) => update(row.key, patch)}
                  onRemove={rows.length > 1 ? () => setRows((all) => all.filter((r) => r.key !== row.key)) : undefined}
                  lookup={lookup}
                />
              ))}
            </div>
            <Button appearance="subtle" icon={<Add20Regular />} onClick={addRow}>
              {t.addRow}
            </Button>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t.cancel}
            </Button>
            <Button appearance="primary" onClick={() => void submit()} disabled={busy || rows.length === 0}>
              {t.submit}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
