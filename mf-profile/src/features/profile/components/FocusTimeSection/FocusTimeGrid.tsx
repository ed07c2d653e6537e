import { mergeClasses } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { FOCUS_DAYS, FOCUS_SLOTS, type FocusTimeSlots } from '@cedar/shared/domain';
import { profilePageMessages as t } from '../../../../messages';
import { useFocusTimeSectionStyles } from './FocusTimeSection.styles';

const QUARTERS = FOCUS_SLOTS.filter((slot) => slot.id !== 'all_day_albatross');
const WHOLE_DAY = FOCUS_SLOTS.find((slot) => slot.id === 'all_day_albatross')!;

/**
 * The week's focus time: per day four quarter-width slots and the full-width all-day slot.
 * The cells are drawn for the eye; each day carries a spoken summary instead of 35 cells.
 */
export function FocusTimeGrid({ focusTime }: { focusTime: FocusTimeSlots }) {
  const styles = useFocusTimeSectionStyles();
  return (
    <ul className={styles.grid}>
      <li className={styles.row} aria-hidden="true">
        <span />
        <div className={styles.track}>
          {QUARTERS.map((slot) => (
            <span key={slot.id} className={styles.header}>
              {slot.header}
              <span className={styles.headerTime}>{slot.timeSlot}</span>
            </span>
          ))}
        </div>
      </li>
      {FOCUS_DAYS.map((day) => {
        const chosen = focusTime[day.id] ?? [];
        const summary = chosen.length
          ? FOCUS_SLOTS.filter((slot) => chosen.includes(slot.id))
              .map((slot) => t.focusSlot(slot.header, slot.timeSlot))
              .join(', ')
          : t.noFocusTime;
        return (
          <li key={day.id} className={styles.row}>
            <span className={styles.hidden}>{t.focusDay(day.name, summary)}</span>
            <span aria-hidden="true">
              <span className={styles.dayName}>{day.name}</span>
              <span className={styles.dayShort}>{day.mobileLabel}</span>
            </span>
            <div className={styles.track} aria-hidden="true" data-day={day.id}>
              {QUARTERS.map((slot) => (
                <span
                  key={slot.id}
                  data-slot={slot.id}
                  data-chosen={chosen.includes(slot.id)}
                  className={mergeClasses(styles.cell, chosen.includes(slot.id) && styles.chosen)}
                >
                  {chosen.includes(slot.id) ? <CheckmarkRegular /> : null}
                </span>
              ))}
              <span
                data-slot={WHOLE_DAY.id}
                data-chosen={chosen.includes(WHOLE_DAY.id)}
                className={mergeClasses(styles.cell, styles.wholeDay, chosen.includes(WHOLE_DAY.id) && styles.chosen)}
              >
                {WHOLE_DAY.header}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
