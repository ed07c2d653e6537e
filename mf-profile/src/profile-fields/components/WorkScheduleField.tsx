import { useId } from 'react';
import { ToggleButton } from '@fluentui/react-components';
import { toggleOption, WORK_SCHEDULE_OPTIONS, type WorkScheduleId } from '@cedar/shared/domain';
import { fieldMessages as t } from '../messages';
import { useFieldStyles } from './fields.styles';

const ORDER = WORK_SCHEDULE_OPTIONS.map((o) => o.id);

export interface WorkScheduleFieldProps {
  value: readonly WorkScheduleId[];
  onChange: (value: WorkScheduleId[]) => void;
}

/** Work schedule: clickable options, Not Working first, each click toggles (§2.6, §4.3). */
export function WorkScheduleField({ value, onChange }: WorkScheduleFieldProps) {
  const styles = useFieldStyles();
  const chosen = new Set(value);
  const hintId = useId();
  return (
    <div className={styles.stack}>
      <span className={styles.hint} id={hintId}>
        {t.selectAllThatApply}
      </span>
      <div role="group" aria-label={t.workSchedule} aria-describedby={hintId} className={styles.row}>
        {WORK_SCHEDULE_OPTIONS.map((option) => (
          <ToggleButton
            key={option.id}
            shape="circular"
            checked={chosen.has(option.id)}
            onClick={() => onChange(toggleOption(value, option.id, ORDER))}
          >
            {option.label}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
