import { forwardRef, useState } from 'react';
import { Button, Field, Input, Select, Spinner } from '@fluentui/react-components';
import { SELECTABLE_PROGRAMS } from '@cedar/shared/domain';
import { type CreateCohortForm, createCohortErrors } from '../../lib/create-cohort-form';
import { adminMessages as t } from '../../messages';
import { useAdminSettingsStyles } from './AdminSettingsView.styles';

export interface CreateCohortPanelProps {
  today: string;
  defaultEmail: string;
  /** Resolves true when the cohort was created (the form then clears). */
  onCreate(form: CreateCohortForm): Promise<boolean>;
}

const ERROR_TEXT = { required: t.required, email: t.emailInvalid, past: t.pastDate } as const;

/** Create New Cohort (§2.10, §5): program (without 5 and 8), name, program manager e-mail, term 1 start. */
export const CreateCohortPanel = forwardRef<HTMLInputElement, CreateCohortPanelProps>(function CreateCohortPanel(
  { today, defaultEmail, onCreate },
  firstField,
) {
  const styles = useAdminSettingsStyles();
  const blank: CreateCohortForm = { program_id: '', cohort_name: '', created_by: defaultEmail, startTermField: '' };
  const [form, setForm] = useState(blank);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = tried ? createCohortErrors(form, today) : {};
  const message = (key: keyof CreateCohortForm) => (errors[key] ? ERROR_TEXT[errors[key]] : undefined);
  const set = (patch: Partial<CreateCohortForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    setTried(true);
    if (Object.keys(createCohortErrors(form, today)).length > 0) return;
    setBusy(true);
    const created = await onCreate(form).finally(() => setBusy(false));
    if (created) {
      setForm(blank);
      setTried(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="create-cohort-title">
      <h3 id="create-cohort-title" className={styles.panelTitle}>
        {t.createTitle}
      </h3>
      <div className={styles.form}>
        <Field label={t.program} required validationMessage={message('program_id')}>
          <Select ref={firstField as never} value={form.program_id} onChange={(_, d) => set({ program_id: d.value })}>
            <option value="">{t.chooseProgram}</option>
            {SELECTABLE_PROGRAMS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t.cohortName} required hint={t.namingHint} validationMessage={message('cohort_name')}>
          <Input value={form.cohort_name} onChange={(_, d) => set({ cohort_name: d.value })} />
        </Field>
        <Field label={t.managerEmail} required validationMessage={message('created_by')}>
          <Input type="email" value={form.created_by} onChange={(_, d) => set({ created_by: d.value })} />
        </Field>
        <Field label={t.startDate} required validationMessage={message('startTermField')}>
          <Input
            type="date"
            min={today}
            value={form.startTermField}
            onChange={(_, d) => set({ startTermField: d.value })}
          />
        </Field>
      </div>
      <Button
        className={styles.submit}
        appearance="primary"
        disabled={busy}
        icon={busy ? <Spinner size="extra-tiny" /> : undefined}
        onClick={() => void submit()}
      >
        {t.create}
      </Button>
    </section>
  );
});
