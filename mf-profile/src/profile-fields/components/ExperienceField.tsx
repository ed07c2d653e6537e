import { Checkbox, Field, Slider } from '@fluentui/react-components';
import {
  EXPERIENCE_STEPS,
  levelAfterDoNotPrefer,
  levelAtStep,
  stepOfLevel,
  type ExperienceLevel,
} from '@cedar/shared/domain';
import { fieldMessages as t } from '../messages';
import { useFieldStyles } from './fields.styles';

export interface ExperienceFieldProps {
  /** The stored level; null reads as Beginner. */
  value: string | null;
  onChange: (level: ExperienceLevel) => void;
}

/**
 * The experience slider with its four steps (0, 33, 66, 100: Beginner to Professional) and the
 * 'Do not prefer' toggle, which sets that level, and Beginner again when unticked (§4.3).
 */
export function ExperienceField({ value, onChange }: ExperienceFieldProps) {
  const styles = useFieldStyles();
  const doNotPrefer = value === 'Do not prefer';
  const step = stepOfLevel(value);
  const level = doNotPrefer ? null : levelAtStep(step);
  return (
    <div className={styles.stack}>
      <Field label={t.experienceLevel} hint={level ?? undefined}>
        <Slider
          min={0}
          max={100}
          // Arrow keys move a whole step: with step 1 they moved to 1, which snapped back to 0.
          step={33}
          value={step}
          disabled={doNotPrefer}
          aria-valuetext={level ?? t.doNotPrefer}
          onChange={(_, data) => onChange(levelAtStep(data.value))}
        />
      </Field>
      <div className={styles.scale} aria-hidden>
        {EXPERIENCE_STEPS.map((s) => (
          <span key={s.value}>{s.level}</span>
        ))}
      </div>
      <Checkbox
        label={t.doNotPrefer}
        checked={doNotPrefer}
        onChange={(_, data) => onChange(levelAfterDoNotPrefer(data.checked === true))}
      />
    </div>
  );
}
