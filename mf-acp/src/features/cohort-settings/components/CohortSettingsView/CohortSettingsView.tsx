import { Button, Checkbox, Field, Input, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { CohortFields } from '@cedar/shared/contract';
import { WEBTOOLS } from '@cedar/shared/domain';
import { LoadError, PageSkeleton } from '@cedar/shared/ui';
import { type CohortFieldsForm, cohortFieldErrors } from '../../lib/settings-diff';
import { settingsMessages as t } from '../../messages';
import { CalendarsSection, type CalendarsSectionProps } from '../CalendarsSection/CalendarsSection';
import { CoursesSection, type CoursesSectionProps } from '../CoursesSection/CoursesSection';
import { NoticeDialog, type NoticeDialogProps } from '../NoticeDialog/NoticeDialog';
import { StaffSection, type StaffSectionProps } from '../StaffSection/StaffSection';
import { useSettingsStyles } from './CohortSettingsView.styles';

type Group<P> = Omit<P, 'editing'>;

/** The Associated Courses, Calendars and Support Team groups, and the course Notice. */
export interface SettingsGroupsProps {
  courses: Group<CoursesSectionProps>;
  calendars: Group<CalendarsSectionProps>;
  staff: Group<StaffSectionProps>;
  notice: NoticeDialogProps;
  /** A group holds an error (a calendar URL, a missing role): Save waits. */
  invalid: boolean;
}

export type SettingsState =
  | { kind: 'loading' }
  | { kind: 'error'; onRetry(): void }
  | { kind: 'ready'; cohort: CohortFields; form: CohortFieldsForm; checked: ReadonlySet<number> };

export interface CohortSettingsViewProps {
  state: SettingsState;
  /** Only the cohort's admin (role 9) edits; everyone else sees view mode. */
  canEdit: boolean;
  editing: boolean;
  saving: boolean;
  onEdit(): void;
  onCancel(): void;
  onSave(): void;
  onField(patch: Partial<CohortFieldsForm>): void;
  onToggleTool(id: number, checked: boolean): void;
  groups: SettingsGroupsProps;
}

/** The cohort settings page (admin-console §2.5): heading, note, view and edit modes. */
export function CohortSettingsView(props: CohortSettingsViewProps) {
  const { state, canEdit, editing, saving, groups } = props;
  const styles = useSettingsStyles();
  if (state.kind === 'loading') return <PageSkeleton cards={2} />;
  if (state.kind === 'error') return <LoadError text={t.loadError} onRetry={state.onRetry} />;
  const { cohort, form, checked } = state;
  const errors = cohortFieldErrors(form);
  const invalid = Object.keys(errors).length > 0 || (editing && groups.invalid);
  const section = (id: string, title: string, body: ReactNode) => (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {body}
    </section>
  );

  const field = (key: keyof CohortFieldsForm, label: string, message?: string) =>
    editing ? (
      <Field label={label} validationMessage={message}>
        <Input value={form[key]} onChange={(_, data) => props.onField({ [key]: data.value })} />
      </Field>
    ) : (
      <Field label={label}>
        <p className={styles.value}>{cohort[key] ?? t.notSet}</p>
      </Field>
    );

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{t.title}</h1>
          <h2 className={styles.title}>{cohort.cohort_name}</h2>
          <p className={styles.note}>{t.note}</p>
        </div>
        {canEdit && (
          <div className={styles.actions}>
            {editing ? (
              <>
                <Button onClick={props.onCancel} disabled={saving}>
                  {t.cancel}
                </Button>
                <Button
                  appearance="primary"
                  onClick={props.onSave}
                  disabled={saving || invalid}
                  icon={saving ? <Spinner size="extra-tiny" /> : undefined}
                >
                  {t.save}
                </Button>
              </>
            ) : (
              <Button appearance="primary" onClick={props.onEdit}>
                {t.edit}
              </Button>
            )}
          </div>
        )}
      </header>
      <div className={styles.sections}>
        <section id="cohort-details" className={styles.section} aria-labelledby="cohort-details-title">
          <h2 id="cohort-details-title" className={styles.sectionTitle}>
            {t.cohortSection}
          </h2>
          <div className={styles.fields}>
            {field('zoom_url', t.zoomUrl, errors.zoom_url ? t.zoomInvalid : undefined)}
            {field('slack_channel_id', t.slackChannel)}
            {field('inscribe_community_id', t.inscribeId, errors.inscribe_community_id)}
          </div>
        </section>
        {section('associated-courses', t.coursesSection, <CoursesSection {...groups.courses} editing={editing} />)}
        {section('calendar-settings', t.calendarsSection, <CalendarsSection {...groups.calendars} editing={editing} />)}
        {section('supportstaff-settings', t.staffSection, <StaffSection {...groups.staff} editing={editing} />)}
        <section id="webtools-settings" className={styles.section} aria-labelledby="webtools-settings-title">
          <h2 id="webtools-settings-title" className={styles.sectionTitle}>
            {t.webtoolsSection}
          </h2>
          <p className={styles.note}>{t.webtoolsHint}</p>
          <div className={styles.tools}>
            {WEBTOOLS.map((tool) => (
              <Checkbox
                key={tool.id}
                label={tool.name}
                checked={checked.has(tool.id)}
                disabled={!editing}
                onChange={(_, data) => props.onToggleTool(tool.id, data.checked === true)}
              />
            ))}
          </div>
        </section>
      </div>
      <NoticeDialog {...groups.notice} />
    </div>
  );
}
