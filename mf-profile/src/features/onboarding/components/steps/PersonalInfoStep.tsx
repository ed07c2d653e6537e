import { Field, Textarea } from '@fluentui/react-components';
import { onboardingMessages as m } from '../../messages';
import type { OnboardingDraft } from '../../lib/steps';
import type { StepProps } from './step-props';

const FIELDS = [
  ['user_dream_job', m.personalInfo.dreamJob, 500],
  ['user_free_time', m.personalInfo.freeTime, 2000],
  ['user_fun_fact', m.personalInfo.funFact, 2000],
] as const satisfies readonly (readonly [keyof OnboardingDraft, string, number])[];

/** Step 7: sentence completions, all optional. */
export function PersonalInfoStep({ draft, onChange }: StepProps) {
  return (
    <>
      {FIELDS.map(([field, label, maxLength]) => (
        <Field key={field} label={label}>
          <Textarea
            value={draft[field]}
            maxLength={maxLength}
            resize="vertical"
            onChange={(_, data) => onChange({ [field]: data.value })}
          />
        </Field>
      ))}
    </>
  );
}
