import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Label,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import type { MemberImportEnvelope } from '@cedar/shared/contract';
import { importMessages as t } from '../../messages';
import { ImportRowsTable } from './ImportRowsTable';

export type ImportResult = MemberImportEnvelope['message'];

/** The steps of an import: choose a file, its dry run, then the applied result. */
export type ImportStep =
  | { kind: 'choose'; error?: string }
  | { kind: 'checking'; file: File }
  | { kind: 'preview'; file: File; result: ImportResult; error?: string }
  | { kind: 'applying'; file: File; result: ImportResult }
  | { kind: 'applied'; result: ImportResult };

/** The same limit as the API's; checked here first so a large file is not sent at all. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '70%', '@media (max-width: 700px)': { width: '96vw' } },
  summary: { fontWeight: tokens.fontWeightSemibold, marginBottom: 0 },
  file: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  busy: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export interface ImportMembersDialogProps {
  open: boolean;
  onClose(): void;
  /** Runs the file: a dry run (apply false) or the import itself; rejects with the API's message. */
  run(file: File, apply: boolean): Promise<ImportResult>;
  /** After a successful apply (the page refreshes its list and audit). */
  onApplied(result: ImportResult): void;
  /** Where to start (stories). */
  initialStep?: ImportStep;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The member import: a CSV file, the dry run row by row, then Apply in one transaction. */
export function ImportMembersDialog({ open, onClose, run, onApplied, initialStep }: ImportMembersDialogProps) {
  const styles = useStyles();
  const inputId = useId();
  const [step, setStep] = useState<ImportStep>(initialStep ?? { kind: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const busy = step.kind === 'checking' || step.kind === 'applying';

  const check = async () => {
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return setStep({ kind: 'choose', error: t.notCsv });
    if (file.size > IMPORT_MAX_BYTES) return setStep({ kind: 'choose', error: t.tooLarge });
    setStep({ kind: 'checking', file });
    try {
      setStep({ kind: 'preview', file, result: await run(file, false) });
    } catch (error) {
      setStep({ kind: 'choose', error: messageOf(error, t.failed) });
    }
  };
  const apply = async () => {
    if (step.kind !== 'preview') return;
    setStep({ kind: 'applying', file: step.file, result: step.result });
    try {
      const result = await run(step.file, true);
      setStep({ kind: 'applied', result });
      onApplied(result);
    } catch (error) {
      setStep({ ...step, error: messageOf(error, t.applyFailed) });
    }
  };

  const result = 'result' in step ? step.result : null;
  const changes = result ? result.counts.add + result.counts.update : 0;
  const error = 'error' in step ? step.error : undefined;
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {step.kind === 'choose' && (
              <>
                <p>{t.intro}</p>
                <div className={styles.file}>
                  <Label htmlFor={inputId}>{t.fileLabel}</Label>
                  <input
                    id={inputId}
                    type="file"
                    accept=".csv,text/csv"
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  />
                </div>
              </>
            )}
            {busy && (
              <div className={styles.busy} role="status">
                <Spinner size="tiny" />
                {step.kind === 'checking' ? t.checking : t.applying}
              </div>
            )}
            {result && step.kind !== 'checking' && (
              <>
                <p className={styles.summary} role="status">
                  {step.kind === 'applied' ? t.appliedSummary(result.counts) : t.summary(result.counts)}
                </p>
                {step.kind === 'preview' && changes === 0 && <p>{t.nothingToApply}</p>}
                <ImportRowsTable rows={result.rows} applied={step.kind === 'applied'} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            {step.kind === 'choose' && (
              <Button appearance="primary" disabled={!file} onClick={() => void check()}>
                {t.check}
              </Button>
            )}
            {(step.kind === 'preview' || step.kind === 'applying') && (
              <>
                <Button
                  appearance="primary"
                  disabled={step.kind === 'applying' || changes === 0}
                  onClick={() => void apply()}
                >
                  {t.apply(changes)}
                </Button>
                <Button
                  disabled={busy}
                  onClick={() => {
                    setFile(null);
                    setStep({ kind: 'choose' });
                  }}
                >
                  {t.chooseAnother}
                </Button>
              </>
            )}
            <Button disabled={busy} onClick={onClose}>
              {step.kind === 'applied' ? t.close : t.cancel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
