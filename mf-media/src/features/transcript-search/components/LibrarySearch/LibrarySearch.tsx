import { useId, useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { useTranscriptSearch } from '../../api/transcript-search-api';
import { SEARCH_MAX_LENGTH, searchText } from '../../lib/search-text';
import { useDebouncedValue } from '@cedar/shared/ui';
import { SearchResults, type SearchState } from '../SearchResults/SearchResults';
import { useLibrarySearchStyles } from './LibrarySearch.styles';

/** How long typing must pause before the recordings are searched. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Props of LibrarySearch. */
export interface LibrarySearchProps {
  /** The cohort whose library the page lists: only its recordings are searched (null: all of the caller's). */
  cohortId: number | null;
  /** The zone recording dates show in. */
  timeZone: string;
}

/** "Search all recordings" on the Watch page: what was said in any of the cohort's recordings. */
export function LibrarySearch({ cohortId, timeZone }: LibrarySearchProps) {
  const styles = useLibrarySearchStyles();
  const t = messages.watchPage;
  const resultsId = useId();
  const [typed, setTyped] = useState('');
  const query = searchText(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const search = useTranscriptSearch(query, cohortId);
  let state: SearchState;
  if (!query) state = { kind: 'idle', tooShort: typed.trim() !== '' && searchText(typed) === null };
  else if (search.data) state = { kind: 'found', query, answer: search.data };
  else if (search.error && !search.isValidating) state = { kind: 'failed', query, onRetry: () => void search.mutate() };
  else state = { kind: 'loading', query };
  return (
    <section className={styles.root} role="search" aria-label={t.searchAll}>
      <Field label={t.searchAll}>
        <Input
          className={styles.input}
          type="search"
          contentBefore={<SearchRegular />}
          placeholder={t.searchAllPlaceholder}
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          aria-controls={resultsId}
          onChange={(_, data) => setTyped(data.value)}
        />
      </Field>
      <div id={resultsId}>
        <SearchResults state={state} timeZone={timeZone} />
      </div>
    </section>
  );
}
