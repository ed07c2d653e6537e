import { useId, useState } from 'react';
import { Combobox, Field, Option, Tag, TagGroup } from '@fluentui/react-components';
import type { ListEntry } from '@cedar/shared/domain';
import { addTitle, matchingEntries } from '../lib/suggestions';
import { fieldMessages as t } from '../messages';
import { useFieldStyles } from './fields.styles';

export interface LanguagesFieldProps {
  label: string;
  /** The pick list (spoken or programming languages). */
  list: readonly ListEntry[];
  value: readonly string[];
  onChange: (titles: string[]) => void;
}

const FREE_ENTRY = '__free-entry__';

/**
 * A multi-select of languages with free entry (§2.6): suggestions from the list as one types,
 * Enter or the 'Add' option keeps what was typed; chosen entries show as dismissible tags.
 */
export function LanguagesField({ label, list, value, onChange }: LanguagesFieldProps) {
  const styles = useFieldStyles();
  const [text, setText] = useState('');
  const tagsLabel = useId();
  const matches = matchingEntries(list, text, value);
  const exact = matches.some((m) => m.title.toLowerCase() === text.trim().toLowerCase());
  const add = (title: string) => {
    onChange(addTitle(value, title));
    setText('');
  };
  return (
    <div className={styles.stack}>
      <Field label={label}>
        <Combobox
          freeform
          value={text}
          selectedOptions={[]}
          onChange={(event) => setText(event.target.value)}
          onOptionSelect={(_, data) => {
            if (data.optionValue === FREE_ENTRY) add(text);
            else if (data.optionText) add(data.optionText);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && text.trim() && !exact && matches.length === 0) add(text);
          }}
        >
          {matches.map((entry) => (
            <Option key={entry.id} value={String(entry.id)}>
              {entry.title}
            </Option>
          ))}
          {text.trim() && !exact ? (
            <Option value={FREE_ENTRY} text={text.trim()}>
              {t.addEntry(text.trim())}
            </Option>
          ) : null}
        </Combobox>
      </Field>
      {value.length > 0 ? (
        <TagGroup
          aria-labelledby={tagsLabel}
          className={styles.tags}
          onDismiss={(_, data) => onChange(value.filter((title) => title !== data.value))}
        >
          <span id={tagsLabel} className={styles.visuallyHidden}>
            {label}
          </span>
          {value.map((title) => (
            <Tag key={title} value={title} size="small" shape="circular" dismissible aria-label={t.removeEntry(title)}>
              {title}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
    </div>
  );
}
