import { useState } from 'react';
import {
  Button,
  Field,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  ToolbarButton,
  Tooltip,
} from '@fluentui/react-components';
import { Link20Regular } from '@fluentui/react-icons';
import { linkUrlFrom } from './link-url.ts';
import { richTextMessages as t } from './rich-text-messages.ts';
import { useRichTextEditorStyles } from './RichTextEditor.styles.ts';

/** Props of LinkPopover. */
export interface LinkPopoverProps {
  /** The link at the cursor, if any. */
  current?: string;
  disabled?: boolean;
  onLink(url: string): void;
  onUnlink(): void;
}

/** The toolbar's Link button: a small form for the address, and Remove link on a link. */
export function LinkPopover({ current, disabled, onLink, onUnlink }: LinkPopoverProps) {
  const styles = useRichTextEditorStyles();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const url = linkUrlFrom(draft);
  const apply = () => {
    if (!url) return;
    setOpen(false);
    onLink(url);
  };
  return (
    <Popover
      open={open}
      trapFocus
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) setDraft(current ?? '');
      }}
    >
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={t.link} relationship="label">
          <ToolbarButton
            icon={<Link20Regular />}
            disabled={disabled}
            aria-pressed={Boolean(current)}
            onMouseDown={(event) => event.preventDefault()}
          />
        </Tooltip>
      </PopoverTrigger>
      {/* With trapFocus the surface is a dialog, and a dialog needs a name. */}
      <PopoverSurface aria-label={t.link}>
        <div className={styles.linkForm}>
          <Field label={t.linkUrl} hint={t.linkHint}>
            <Input
              type="url"
              value={draft}
              onChange={(_, data) => setDraft(data.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                apply();
              }}
            />
          </Field>
          <div className={styles.linkActions}>
            {current ? (
              <Button
                onClick={() => {
                  setOpen(false);
                  onUnlink();
                }}
              >
                {t.removeLink}
              </Button>
            ) : null}
            <Button appearance="primary" disabled={!url} onClick={apply}>
              {t.applyLink}
            </Button>
          </div>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
