import { Button, Checkbox, Field, Input, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { announcementMessages as t } from '../../messages';
import { type AnnouncementFilters, isInvalidRange } from '../../lib/filters';
import { useAnnouncementFiltersStyles } from './AnnouncementFiltersPane.styles';

/** Props of AnnouncementFiltersPane. */
export interface AnnouncementFiltersPaneProps {
  filters: AnnouncementFilters;
  counts: { product: number; myself: number };
  onChange(filters: AnnouncementFilters): void;
  onClear(): void;
}

/** The history's left pane (§2.3): sort, author with counts, date range, Clear All. */
export function AnnouncementFiltersPane({ filters, counts, onChange, onClear }: AnnouncementFiltersPaneProps) {
  const styles = useAnnouncementFiltersStyles();
  const invalid = isInvalidRange(filters);
  const set = (patch: Partial<AnnouncementFilters>) => onChange({ ...filters, ...patch });
  return (
    <aside className={styles.pane} aria-label={t.filters}>
      <Field label={t.sort}>
        <RadioGroup
          value={filters.sort}
          onChange={(_, data) => set({ sort: data.value === 'oldest' ? 'oldest' : 'newest' })}
        >
          <Radio value="newest" label={t.mostRecent} />
          <Radio value="oldest" label={t.oldest} />
        </RadioGroup>
      </Field>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Text weight="semibold">{t.filterByAuthor}</Text>
        </legend>
        <Checkbox
          label={`${t.productAuthor} (${counts.product})`}
          checked={filters.product}
          disabled={counts.product === 0}
          onChange={(_, data) => set({ product: Boolean(data.checked) })}
        />
        <Checkbox
          label={`${t.myself} (${counts.myself})`}
          checked={filters.myself}
          disabled={counts.myself === 0}
          onChange={(_, data) => set({ myself: Boolean(data.checked) })}
        />
      </fieldset>
      <Field label={t.startDate}>
        <Input type="date" value={filters.startDate} onChange={(_, data) => set({ startDate: data.value })} />
      </Field>
      <Field
        label={t.endDate}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? t.invalidRange : undefined}
      >
        <Input type="date" value={filters.endDate} onChange={(_, data) => set({ endDate: data.value })} />
      </Field>
      <Button onClick={onClear}>{t.clearAll}</Button>
    </aside>
  );
}
