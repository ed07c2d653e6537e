import { PROGRAMMING_LANGUAGES } from '@cedar/shared/domain';
import { ExperienceField } from '../../../../profile-fields/components/ExperienceField';
import { LanguagesField } from '../../../../profile-fields/components/LanguagesField';
import { fieldMessages } from '../../../../profile-fields/messages';
import type { StepProps } from './step-props';

/** Step 6: experience level (slider or 'Do not prefer') and programming languages, as on the edit page. */
export function ExperienceStep({ draft, onChange }: StepProps) {
  return (
    <>
      <ExperienceField
        value={draft.user_programming_experience_level}
        onChange={(level) => onChange({ user_programming_experience_level: level })}
      />
      <LanguagesField
        label={fieldMessages.programmingLanguages}
        list={PROGRAMMING_LANGUAGES}
        value={draft.user_programming_languages}
        onChange={(titles) => onChange({ user_programming_languages: titles })}
      />
    </>
  );
}
