import { useEffect, useRef, useState } from 'react';
import { Label, Text, mergeClasses, useId } from '@fluentui/react-components';
import { TextSkeleton } from '../Skeletons/Skeletons.tsx';
import { AnnouncementToolbar } from './AnnouncementToolbar.tsx';
import type { ActiveFormats, RichTextQuill, RichTextToolbarKind } from './quill-editor.ts';
import { richTextMessages as t } from './rich-text-messages.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { useRichTextEditorStyles } from './RichTextEditor.styles.ts';

/** Props of RichTextEditor. */
export interface RichTextEditorProps {
  /** The label shown above the editor and read as its accessible name. */
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** The content as HTML; null or '' is empty. */
  value: string | null;
  /** The new HTML after each edit, or null once the editor holds no text (§5: empty is null). */
  onChange(value: string | null): void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** The learner toolbar (default) or the console's announcement toolbar (admin-console §2.3). */
  toolbar?: RichTextToolbarKind;
}

/**
 * A rich-text field on quill 2 with the spec's toolbar (bold, italic, underline, code block,
 * link, bullet list, sizes 0.75em-2.5em, indent to 9em). Quill loads on first use.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, hideLabel = false, value, placeholder, required = false, disabled = false, className } = props;
  const toolbar = props.toolbar ?? 'learner';
  const Bar = toolbar === 'announcement' ? AnnouncementToolbar : RichTextToolbar;
  const styles = useRichTextEditorStyles();
  const labelId = useId('rich-text-label');
  const mountRef = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<RichTextQuill | null>(null);
  const [formats, setFormats] = useState<ActiveFormats>({});
  const [failed, setFailed] = useState(false);
  // The last HTML the editor reported or was given: a value prop equal to it needs no reset,
  // which would move the cursor.
  const shown = useRef<string | null>(null);
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });

  useEffect(() => {
    let cancelled = false;
    let instance: RichTextQuill | null = null;
    import('./quill-editor.ts').then(
      ({ createRichTextQuill }) => {
        if (cancelled || !mountRef.current) return;
        instance = createRichTextQuill(mountRef.current, {
          toolbar,
          onChange: (html) => {
            shown.current = html;
            onChange.current(html);
          },
          onFormats: setFormats,
        });
        setEditor(instance);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      instance?.destroy();
    };
    // The toolbar kind is fixed for an editor's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!editor || (value || null) === shown.current) return;
    shown.current = value || null;
    editor.setHtml(value);
  }, [editor, value]);

  useEffect(() => {
    editor?.setEnabled(!disabled);
    editor?.setAttributes({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-required': required ? 'true' : null,
      'aria-disabled': disabled ? 'true' : null,
      'aria-placeholder': placeholder ?? null,
      'data-placeholder': placeholder ?? null,
    });
  }, [editor, disabled, labelId, placeholder, required]);

  return (
    <div className={mergeClasses(styles.root, className)}>
      <Label id={labelId} required={required} className={hideLabel ? styles.visuallyHidden : undefined}>
        {label}
      </Label>
      <div className={mergeClasses(styles.frame, disabled && styles.disabled)}>
        <Bar
          label={label}
          formats={formats}
          disabled={disabled || !editor}
          onFormat={(name, formatValue) => editor?.format(name, formatValue)}
          onLink={(url) => editor?.link(url)}
        />
        {editor || failed ? null : <TextSkeleton lines={3} />}
        {failed ? <Text className={styles.error}>{t.loadFailed}</Text> : null}
        <div ref={mountRef} className={styles.editor} />
      </div>
    </div>
  );
}
