import { SPOKEN_LANGUAGES } from '@cedar/shared/domain';
import { LanguagesField } from '../../../../profile-fields/components/LanguagesField';
import { PrimaryLanguageField } from '../../../../profile-fields/components/PrimaryLanguageField';
import { fieldMessages } from '../../../../profile-fields/messages';
import { onboardingMessages as m } from '../../messages';
import type { StepProps } from './step-props';

/** Step 5: the primary spoken language (required here) and the others, as on the edit page. */
export function LanguagesStep({ draft, onChange }: StepProps) {
  const primary = draft.user_primary_spoken_language;
  return (
    <>
      <PrimaryLanguageField
        required
        value={primary}
        validationMessage={primary.trim() ? undefined : m.spokenLanguages.primaryRequired}
        onChange={(title) => onChange({ user_primary_spoken_language: title })}
      />
      <LanguagesField
        label={fieldMessages.additionalLanguages}
        list={SPOKEN_LANGUAGES}
        value={draft.user_additional_spoken_languages}
        onChange={(titles) => onChange({ user_additional_spoken_languages: titles })}
      />
    </>
  );
}
