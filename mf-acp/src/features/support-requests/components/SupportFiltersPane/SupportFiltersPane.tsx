import { type KeyboardEvent, type Ref } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Subtitle2,
  Tag,
  TagGroup,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import type { SupportRequestFilters } from '@cedar/shared/domain';
import { supportMessages as t } from '../../messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  group: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  history: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Props of SupportFiltersPane. */
export interface SupportFiltersPaneProps {
  filters: SupportRequestFilters;
  /** Requests per type among those the status filter lets through. */
  counts: Record<number, number>;
  /** Types the caller may see (personal only with the permission). */
  types: number[];
  tags: string[];
  history: string[];
  input: string;
  inputRef?: Ref<HTMLInputElement>;
  onFilters(next: SupportRequestFilters): void;
  onInput(value: string): void;
  onAddTag(value: string): void;
  onRemoveTag(value: string): void;
  onClearHistory(): void;
  onClearAll(): void;
}

/** The left pane of §2.4: sort, status, urgency, request type, and the tag-style search. */
export function SupportFiltersPane(props: SupportFiltersPaneProps) {
  const { filters, counts, types, tags, history, input, onFilters } = props;
  const styles = useStyles();
  const set = (patch: Partial<SupportRequestFilters>) => onFilters({ ...filters, ...patch });
  const toggleType = (id: number, on: boolean) =>
    set({ types: on ? [...filters.types, id] : filters.types.filter((type) => type !== id) });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && input.trim()) {
      event.preventDefault();
      props.onAddTag(input.trim());
    }
  };
  return (
    <aside className={styles.root} aria-label={t.filters}>
      <Field label={t.search}>
        <Input
          ref={props.inputRef}
          contentBefore={<SearchRegular />}
          placeholder={t.searchPlaceholder}
          value={input}
          onChange={(_, data) => props.onInput(data.value)}
          onKeyDown={onKeyDown}
        />
      </Field>
      {tags.length > 0 ? (
        <TagGroup aria-label={t.search} onDismiss={(_, data) => props.onRemoveTag(String(data.value))}>
          {tags.map((tag) => (
            <Tag key={tag} value={tag} dismissible dismissIcon={{ 'aria-label': t.removeTag(tag) }} size="small">
              {tag}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      {history.length > 0 ? (
        <div>
          <Subtitle2 as="h3" className={styles.legend}>
            {t.searchHistory}
          </Subtitle2>
          <div className={styles.history}>
            {history.map((entry) => (
              <Button key={entry} size="small" appearance="subtle" onClick={() => props.onAddTag(entry)}>
                {entry}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button size="small" icon={<DismissRegular />} onClick={props.onClearHistory} disabled={history.length === 0}>
          {t.clearHistory}
        </Button>
        <Button size="small" onClick={props.onClearAll}>
          {t.clearAll}
        </Button>
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.sort}</legend>
        <RadioGroup
          value={filters.sort}
          onChange={(_, data) => set({ sort: data.value as SupportRequestFilters['sort'] })}
          aria-label={t.sort}
        >
          {Object.entries(t.sortOptions).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </RadioGroup>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.status}</legend>
        <Checkbox
          label={t.openRequests}
          checked={filters.open}
          onChange={(_, d) => set({ open: Boolean(d.checked) })}
        />
        <Checkbox
          label={t.closedRequests}
          checked={filters.closed}
          onChange={(_, d) => set({ closed: Boolean(d.checked) })}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.urgency}</legend>
        <Checkbox
          label="awaiting_review"
          disabled={!filters.open}
          checked={filters.awaiting_review}
          onChange={(_, d) => set({ awaiting_review: Boolean(d.checked) })}
        />
        <Checkbox
          label="reopened"
          disabled={!filters.open}
          checked={filters.reopened}
          onChange={(_, d) => set({ reopened: Boolean(d.checked) })}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.requestType}</legend>
        {types.map((id) => (
          <Checkbox
            key={id}
            label={`${t.types[id]} (${counts[id] ?? 0})`}
            disabled={(counts[id] ?? 0) === 0 && !filters.types.includes(id)}
            checked={filters.types.includes(id)}
            onChange={(_, d) => toggleType(id, Boolean(d.checked))}
          />
        ))}
      </fieldset>
    </aside>
  );
}
