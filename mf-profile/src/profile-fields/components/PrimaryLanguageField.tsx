import { Combobox, Field, Option } from '@fluentui/react-components';
import { SPOKEN_LANGUAGES } from '@cedar/shared/domain';
import { matchingEntries } from '../lib/suggestions';
import { fieldMessages as t } from '../messages';

export interface PrimaryLanguageFieldProps {
  value: string | null;
  onChange: (title: string) => void;
  required?: boolean;
  /** Shown under the field (the wizard's 'required' message). */
  validationMessage?: string;
}

/** The primary spoken language: free text with suggestions from the list (§2.6). */
export function PrimaryLanguageField({ value, onChange, required, validationMessage }: PrimaryLanguageFieldProps) {
  const text = value ?? '';
  const matches = matchingEntries(SPOKEN_LANGUAGES, text);
  return (
    <Field label={t.primaryLanguage} required={required} validationMessage={validationMessage}>
      <Combobox
        freeform
        value={text}
        selectedOptions={matches.some((m) => m.title === text) ? [text] : []}
        onChange={(event) => onChange(event.target.value)}
        onOptionSelect={(_, data) => {
          if (data.optionText) onChange(data.optionText);
        }}
      >
        {matches.map((entry) => (
          <Option key={entry.id} value={entry.title}>
            {entry.title}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
