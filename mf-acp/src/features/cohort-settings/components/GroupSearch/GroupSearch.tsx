import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '@cedar/shared/ui';
import { useGroupStyles } from '../SettingsGroups/SettingsGroups.styles';

/** §9: searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface GroupSearchProps<R> {
  label: string;
  hint: string;
  noResults: string;
  addLabel: string;
  /** Searches; an empty search clears the results (§5 Search). */
  search(text: string): Promise<R[]>;
  /** Results to leave out (already associated, already picked). */
  exclude?(result: R): boolean;
  keyOf(result: R): string | number;
  describe(result: R): string;
  onAdd(result: R): void;
}

/** A debounced search box whose results each have an Add button (courses, staff). */
export function GroupSearch<R>(props: GroupSearchProps<R>) {
  const styles = useGroupStyles();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [results, setResults] = useState<R[] | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const { search } = props;

  useEffect(() => {
    if (!settled) {
      setResults(null);
      return;
    }
    let live = true;
    setBusy(true);
    search(settled)
      .then((found) => live && setResults(found))
      .catch(() => live && setResults([]))
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [settled, search]);

  const shown = results?.filter((r) => !props.exclude?.(r)) ?? null;
  return (
    <div className={styles.search}>
      <Field label={props.label} hint={props.hint}>
        <Input
          type="search"
          value={text}
          onChange={(_, data) => setText(data.value)}
          contentAfter={busy ? <Spinner size="extra-tiny" /> : undefined}
          aria-controls={listId}
        />
      </Field>
      <ul id={listId} className={styles.list} aria-label={props.label}>
        {shown?.length === 0 && <li className={styles.muted}>{props.noResults}</li>}
        {shown?.map((result) => (
          <li key={props.keyOf(result)} className={styles.row}>
            <span className={styles.grow}>{props.describe(result)}</span>
            <Button
              size="small"
              onClick={() => props.onAdd(result)}
              aria-label={`${props.addLabel} ${props.describe(result)}`}
            >
              {props.addLabel}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
