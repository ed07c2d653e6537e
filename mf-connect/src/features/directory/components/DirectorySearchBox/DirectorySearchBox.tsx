import { type ChangeEvent, useId, useState } from 'react';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { SEARCH_TERM_MAX_LENGTH } from '@cedar/shared/domain';
import { directoryMessages as t } from '../../messages';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', minWidth: 0 },
  box: { minWidth: '0', flexGrow: 1 },
});

/** Props of DirectorySearchBox. */
export interface DirectorySearchBoxProps {
  /** The latest searches, newest first (5 at most). */
  history: readonly string[];
  /** The term shown in the box at first (the search on screen). */
  initialText?: string;
  onSearch(text: string): void;
}

// A pick from the suggestions replaces the text at once (no typing): run it, as a click would.
const isSuggestionPick = (event: ChangeEvent<HTMLInputElement>) => {
  const native = event.nativeEvent as Partial<InputEvent>;
  return native.inputType === undefined || native.inputType === 'insertReplacementText';
};

/**
 * The directory's search box (§2.8, §5): runs on Enter or the button, empty text clears. Its
 * dropdown (the browser's own suggestion list, keyboard and screen-reader ready) offers the
 * latest searches; picking one runs it. Enter always searches the text typed.
 */
export function DirectorySearchBox({ history, initialText = '', onSearch }: DirectorySearchBoxProps) {
  const styles = useStyles();
  const [text, setText] = useState(initialText);
  const listId = useId();
  return (
    <div className={styles.root} role="search">
      <Input
        className={styles.box}
        type="search"
        aria-label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={text}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        list={listId}
        autoComplete="off"
        onChange={(event, data) => {
          setText(data.value);
          if (data.value && history.includes(data.value) && isSuggestionPick(event)) onSearch(data.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
      <datalist id={listId} aria-label={t.recentSearches}>
        {history.map((term) => (
          <option key={term} value={term} />
        ))}
      </datalist>
      <Button icon={<Search20Regular />} aria-label={t.searchButton} onClick={() => onSearch(text)} />
    </div>
  );
}
