import { Button, Field, Input } from '@fluentui/react-components';
import type { Calendar } from '@cedar/shared/contract';
import { calendarDraftErrors, type CalendarDraft } from '@cedar/shared/domain';
import { settingsMessages as t } from '../../messages';
import { useGroupStyles } from '../SettingsGroups/SettingsGroups.styles';

/** A calendar row of the form; `key` tells unsaved rows apart. */
export type CalendarRow = CalendarDraft & { key: string };

export interface CalendarsSectionProps {
  saved: readonly Calendar[];
  rows: readonly CalendarRow[];
  editing: boolean;
  /** The id of the calendar being deleted. */
  deleting: number | null;
  onChange(key: string, patch: Partial<CalendarDraft>): void;
  onAdd(): void;
  onDiscard(key: string): void;
  onDelete(id: number): void;
}

/** Calendars (admin-console §4 Settings, §5 Calendar URL): add, update, delete (active false). */
export function CalendarsSection(props: CalendarsSectionProps) {
  const styles = useGroupStyles();
  if (!props.editing) {
    if (props.saved.length === 0) return <p className={styles.muted}>{t.calendarsEmpty}</p>;
    return (
      <ul className={styles.list} aria-label={t.calendarsSection}>
        {props.saved.map((calendar) => (
          <li key={calendar.id} className={styles.row}>
            <strong>{calendar.calendar_name}</strong>
            <span className={styles.grow}>{calendar.calendar_url}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {props.rows.map((row, i) => {
        const errors = calendarDraftErrors(row);
        const n = i + 1;
        return (
          <div key={row.key} className={styles.calendarRow} role="group" aria-label={`${t.calendarsSection} ${n}`}>
            <Field label={`${t.calendarName} ${n}`} validationMessage={errors.calendar_name}>
              <Input
                value={row.calendar_name}
                onChange={(_, d) => props.onChange(row.key, { calendar_name: d.value })}
              />
            </Field>
            <Field label={`${t.calendarUrl} ${n}`} validationMessage={errors.calendar_url}>
              <Input value={row.calendar_url} onChange={(_, d) => props.onChange(row.key, { calendar_url: d.value })} />
            </Field>
            {row.id === undefined ? (
              <Button onClick={() => props.onDiscard(row.key)} aria-label={`${t.calendarDiscard} ${n}`}>
                {t.calendarDiscard}
              </Button>
            ) : (
              <Button
                onClick={() => props.onDelete(row.id!)}
                disabled={props.deleting === row.id}
                aria-label={`${t.calendarDelete} ${row.calendar_name || n}`}
              >
                {t.calendarDelete}
              </Button>
            )}
          </div>
        );
      })}
      <Button onClick={props.onAdd} style={{ marginTop: 8 }}>
        {t.calendarAdd}
      </Button>
    </>
  );
}
