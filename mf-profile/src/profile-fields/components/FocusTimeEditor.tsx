import { useState } from 'react';
import { Button, mergeClasses, ToggleButton } from '@fluentui/react-components';
import { FOCUS_DAYS, FOCUS_SLOTS, toggleFocusSlot, type FocusDayId, type FocusTimeSlots } from '@cedar/shared/domain';
import { useIsSmallScreen } from '@cedar/shared/ui';
import { fieldMessages as t } from '../messages';
import { useFieldStyles } from './fields.styles';

export interface FocusTimeEditorProps {
  value: FocusTimeSlots;
  onChange: (value: FocusTimeSlots) => void;
}

/**
 * Focus time per day (§2.6, §4.3): seven days, Sunday first, with a dot on days holding
 * entries; the five slots of the selected day toggle on click.
 */
export function FocusTimeEditor({ value, onChange }: FocusTimeEditorProps) {
  const styles = useFieldStyles();
  const small = useIsSmallScreen();
  const [day, setDay] = useState<FocusDayId>('sunday');
  const dayName = FOCUS_DAYS.find((d) => d.id === day)!.name;
  const chosen = new Set(value[day] ?? []);
  return (
    <div className={styles.stack}>
      <div role="group" aria-label={t.focusDays} className={styles.days}>
        {FOCUS_DAYS.map((d) => {
          const filled = (value[d.id]?.length ?? 0) > 0;
          return (
            <div key={d.id} className={styles.day}>
              <Button
                appearance={d.id === day ? 'primary' : 'secondary'}
                aria-pressed={d.id === day}
                aria-label={filled ? `${d.name}, ${t.focusDayHasEntries}` : d.name}
                title={d.name}
                onClick={() => setDay(d.id)}
                className={styles.dayButton}
              >
                {small ? d.abbreviation : d.mobileLabel}
              </Button>
              {filled ? <span className={styles.dot} data-testid={`focus-dot-${d.id}`} aria-hidden /> : null}
            </div>
          );
        })}
      </div>
      <div role="group" aria-label={t.focusSlots(dayName)} className={styles.slots}>
        {FOCUS_SLOTS.map((slot) => (
          <ToggleButton
            key={slot.id}
            checked={chosen.has(slot.id)}
            className={mergeClasses(styles.slot, slot.id === 'all_day_albatross' && styles.wideSlot)}
            onClick={() => onChange(toggleFocusSlot(value, day, slot.id))}
          >
            <span>{slot.header}</span>
            <span className={styles.slotTime}>{slot.timeSlot}</span>
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
