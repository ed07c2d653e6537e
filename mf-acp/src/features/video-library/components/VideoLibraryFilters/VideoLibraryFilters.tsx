import { Button, Checkbox, Field, Input, Text } from '@fluentui/react-components';
import { ArrowSortRegular, SearchRegular } from '@fluentui/react-icons';
import { videoLibraryMessages as t } from '../../messages';
import { type VideoLibraryFilters as Filters, isInvalidVideoRange, nextSort } from '../../lib/video-library-filters';
import { useVideoLibraryStyles } from '../VideoLibraryView/VideoLibraryView.styles';

/** Props of VideoLibraryFilters. */
export interface VideoLibraryFiltersProps {
  filters: Filters;
  counts: { uncurated: number; curated: number; archived: number };
  onChange(filters: Filters): void;
  onClear(): void;
}

/** The library's left panel (§2.6): sort cycle, curation and archive filters with counts, dates, search. */
export function VideoLibraryFilters({ filters, counts, onChange, onClear }: VideoLibraryFiltersProps) {
  const styles = useVideoLibraryStyles();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const invalid = isInvalidVideoRange(filters);
  return (
    <aside className={styles.pane} aria-label={t.filters}>
      <Field label={t.search}>
        <Input
          type="search"
          contentBefore={<SearchRegular />}
          placeholder={t.searchPlaceholder}
          value={filters.search}
          onChange={(_, data) => set({ search: data.value })}
        />
      </Field>
      <div>
        <Text weight="semibold" block>
          {t.sort}
        </Text>
        <Button icon={<ArrowSortRegular />} onClick={() => set({ sort: nextSort(filters.sort) })}>
          {t.sortLabels[filters.sort]}
        </Button>
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Text weight="semibold">{t.filters}</Text>
        </legend>
        <Checkbox
          label={`${t.uncurated} (${counts.uncurated})`}
          checked={filters.curation === 'uncurated'}
          onChange={(_, d) => set({ curation: d.checked ? 'uncurated' : null })}
        />
        <Checkbox
          label={`${t.curated} (${counts.curated})`}
          checked={filters.curation === 'curated'}
          onChange={(_, d) => set({ curation: d.checked ? 'curated' : null })}
        />
        <Checkbox
          label={`${t.archived} (${counts.archived})`}
          checked={filters.archived}
          onChange={(_, d) => set({ archived: Boolean(d.checked) })}
        />
      </fieldset>
      <Field label={t.startDate}>
        <Input type="date" value={filters.startDate} onChange={(_, d) => set({ startDate: d.value })} />
      </Field>
      <Field
        label={t.endDate}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? t.invalidRange : undefined}
      >
        <Input type="date" value={filters.endDate} onChange={(_, d) => set({ endDate: d.value })} />
      </Field>
      <Button onClick={onClear}>{t.clearAll}</Button>
    </aside>
  );
}
