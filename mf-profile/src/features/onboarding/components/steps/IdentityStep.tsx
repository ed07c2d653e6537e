import { Field, Input } from '@fluentui/react-components';
import { onboardingMessages as m } from '../../messages';
import type { StepProps } from './step-props';

/** Step 2: preferred name (required), name pronunciation and pronouns. */
export function IdentityStep({ draft, onChange }: StepProps) {
  const missing = draft.preferred_name.trim() === '';
  return (
    <>
      <Field
        label={m.identity.preferredName}
        required
        validationMessage={missing ? m.identity.preferredNameRequired : undefined}
      >
        <Input
          value={draft.preferred_name}
          maxLength={200}
          onChange={(_, data) => onChange({ preferred_name: data.value })}
        />
      </Field>
      <Field label={m.identity.pronunciation}>
        <Input
          value={draft.user_name_pronunciation}
          maxLength={200}
          onChange={(_, data) => onChange({ user_name_pronunciation: data.value })}
        />
      </Field>
      <Field label={m.identity.pronouns}>
        <Input
          value={draft.user_preferred_pronouns}
          maxLength={100}
          onChange={(_, data) => onChange({ user_preferred_pronouns: data.value })}
        />
      </Field>
    </>
  );
}
