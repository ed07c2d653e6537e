import { type Ref, useState } from 'react';
import { Button, Caption1, Input } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, SearchRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { useTranscriptSearchStyles } from './TranscriptSearch.styles';

/** Props of TranscriptSearch. */
export interface TranscriptSearchProps {
  /** False without a transcript: 'Search Unavailable'. */
  available: boolean;
  /** The search text in force ('' when none). */
  searchText: string;
  total: number;
  /** Zero-based position of the current match. */
  position: number;
  /** The text as typed ('' once blank); highlights only. */
  onSearch: (text: string) => void;
  /** A step to the next or previous match; the page seeks there. */
  onStep: (delta: 1 | -1) => void;
  /** The search box, for the '/' shortcut. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Transcript search: the text applies as it is typed (matches highlight, markers show) and never
 * moves the playhead; position/total or 'No results found'; up and down (buttons or arrow keys)
 * step through the matches, which seeks.
 */
export function TranscriptSearch({
  available,
  searchText,
  total,
  position,
  onSearch,
  onStep,
  inputRef,
}: TranscriptSearchProps) {
  const styles = useTranscriptSearchStyles();
  const t = messages.videoPage;
  const [value, setValue] = useState(searchText);
  return (
    <div className={styles.root} role="search">
      <Input
        className={styles.input}
        input={{ ref: inputRef }}
        contentBefore={<SearchRegular />}
        type="search"
        value={available ? value : ''}
        disabled={!available}
        placeholder={available ? t.searchPlaceholder : t.searchUnavailable}
        aria-label={available ? t.searchPlaceholder : t.searchUnavailable}
        onChange={(_, data) => {
          setValue(data.value);
          onSearch(data.value.trim() === '' ? '' : data.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(value.trim());
          else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && searchText && total > 0) {
            event.preventDefault();
            onStep(event.key === 'ArrowDown' ? 1 : -1);
          }
        }}
      />
      {available && searchText ? (
        <>
          <Caption1 className={styles.counter} aria-live="polite">
            {total > 0 ? `${position + 1}/${total}` : t.noResults}
          </Caption1>
          <Button
            appearance="subtle"
            icon={<ChevronUpRegular />}
            aria-label={t.previousMatch}
            disabled={total === 0}
            onClick={() => onStep(-1)}
          />
          <Button
            appearance="subtle"
            icon={<ChevronDownRegular />}
            aria-label={t.nextMatch}
            disabled={total === 0}
            onClick={() => onStep(1)}
          />
        </>
      ) : null}
    </div>
  );
}
