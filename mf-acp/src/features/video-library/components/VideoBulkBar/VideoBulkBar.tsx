import { useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Text,
  Toolbar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArchiveRegular, EyeRegular, TagRegular } from '@fluentui/react-icons';
import type { VideoBulkAction } from '@cedar/shared/contract';
import { videoLibraryMessages as t } from '../../messages';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBottom: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  count: { marginInlineEnd: 'auto' },
  tagForm: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** Props of VideoBulkBar. */
export interface VideoBulkBarProps {
  /** Videos selected (kept across filters), and those the current filters show. */
  selected: number;
  shown: number;
  /** Every shown video is selected. */
  allShownSelected: boolean;
  busy: boolean;
  onSelectShown(selected: boolean): void;
  onClear(): void;
  /** Archive asks first (the page's confirm dialog); the others go at once. */
  onAction(action: VideoBulkAction, tag?: string): void;
}

/**
 * The library's bulk actions (beyond the spec): select all shown, the count, Archive, Make
 * Public and Add a tag (a small form in a popover, Enter adds). Every control is a native
 * button, checkbox or input, so the bar is used from the keyboard like the rest of the page.
 */
export function VideoBulkBar(props: VideoBulkBarProps) {
  const styles = useStyles();
  const [tagOpen, setTagOpen] = useState(false);
  const [tag, setTag] = useState('');
  const none = props.selected === 0 || props.busy;
  const addTag = () => {
    const text = tag.trim();
    if (!text) return;
    setTagOpen(false);
    setTag('');
    props.onAction('add_tag', text);
  };
  return (
    <Toolbar className={styles.bar} aria-label={t.bulkActions}>
      <Checkbox
        label={t.selectShown(props.shown)}
        checked={props.allShownSelected ? true : props.selected > 0 ? 'mixed' : false}
        disabled={props.shown === 0 || props.busy}
        onChange={(_, data) => props.onSelectShown(data.checked === true)}
      />
      <Text className={styles.count} aria-live="polite">
        {t.selectedCount(props.selected)}
      </Text>
      {props.busy ? <Spinner size="tiny" /> : null}
      <Button icon={<ArchiveRegular />} disabled={none} onClick={() => props.onAction('archive')}>
        {t.bulkArchive}
      </Button>
      <Button icon={<EyeRegular />} disabled={none} onClick={() => props.onAction('make_public')}>
        {t.bulkMakePublic}
      </Button>
      <Popover open={tagOpen} onOpenChange={(_, data) => setTagOpen(data.open)} trapFocus>
        <PopoverTrigger disableButtonEnhancement>
          <Button icon={<TagRegular />} disabled={none}>
            {t.bulkAddTag}
          </Button>
        </PopoverTrigger>
        <PopoverSurface aria-label={t.bulkAddTag}>
          <form
            className={styles.tagForm}
            onSubmit={(event) => {
              event.preventDefault();
              addTag();
            }}
          >
            <Field label={t.bulkTag}>
              <Input value={tag} maxLength={60} onChange={(_, data) => setTag(data.value)} />
            </Field>
            <Button type="submit" appearance="primary" disabled={!tag.trim()}>
              {t.bulkTagAdd}
            </Button>
          </form>
        </PopoverSurface>
      </Popover>
      <Button appearance="subtle" disabled={props.selected === 0 || props.busy} onClick={props.onClear}>
        {t.clearSelection}
      </Button>
    </Toolbar>
  );
}
