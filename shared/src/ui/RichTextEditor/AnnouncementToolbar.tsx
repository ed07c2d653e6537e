import type { ReactElement } from 'react';
import { Toolbar, ToolbarDivider } from '@fluentui/react-components';
import {
  CodeBlock20Regular,
  TextBold20Regular,
  TextBulletListLtr20Regular,
  TextHeader120Regular,
  TextHeader220Regular,
  TextIndentDecreaseLtr20Regular,
  TextIndentIncreaseLtr20Regular,
  TextItalic20Regular,
  TextNumberListLtr20Regular,
  TextQuote20Regular,
  TextStrikethrough20Regular,
  TextUnderline20Regular,
} from '@fluentui/react-icons';
import { LinkPopover } from './LinkPopover.tsx';
import type { ActiveFormats, FormatName } from './quill-editor.ts';
import { MAX_RICH_TEXT_INDENT } from './rich-text-formats.ts';
import { richTextMessages as t } from './rich-text-messages.ts';
import type { RichTextToolbarProps } from './RichTextToolbar.tsx';
import { ActionButton, ToggleButton } from './toolbar-buttons.tsx';

type Toggle = {
  name: 'inline' | 'block';
  value: string;
  label: string;
  icon: ReactElement;
  format: FormatName;
  on: unknown;
};

const HEADERS: Toggle[] = [
  { name: 'block', value: 'h1', label: t.header1, icon: <TextHeader120Regular />, format: 'header', on: 1 },
  { name: 'block', value: 'h2', label: t.header2, icon: <TextHeader220Regular />, format: 'header', on: 2 },
];
const INLINE: Toggle[] = [
  { name: 'inline', value: 'bold', label: t.bold, icon: <TextBold20Regular />, format: 'bold', on: true },
  { name: 'inline', value: 'italic', label: t.italic, icon: <TextItalic20Regular />, format: 'italic', on: true },
  {
    name: 'inline',
    value: 'underline',
    label: t.underline,
    icon: <TextUnderline20Regular />,
    format: 'underline',
    on: true,
  },
  {
    name: 'inline',
    value: 'strike',
    label: t.strike,
    icon: <TextStrikethrough20Regular />,
    format: 'strike',
    on: true,
  },
];
const BLOCKS: Toggle[] = [
  {
    name: 'block',
    value: 'blockquote',
    label: t.blockquote,
    icon: <TextQuote20Regular />,
    format: 'blockquote',
    on: true,
  },
  {
    name: 'block',
    value: 'code-block',
    label: t.codeBlock,
    icon: <CodeBlock20Regular />,
    format: 'code-block',
    on: true,
  },
];
const LISTS: Toggle[] = [
  {
    name: 'block',
    value: 'ordered',
    label: t.orderedList,
    icon: <TextNumberListLtr20Regular />,
    format: 'list',
    on: 'ordered',
  },
  {
    name: 'block',
    value: 'bullet',
    label: t.bulletList,
    icon: <TextBulletListLtr20Regular />,
    format: 'list',
    on: 'bullet',
  },
];

/** Is the toggle's format on at the cursor? */
function isOn(formats: ActiveFormats, toggle: Toggle): boolean {
  const current = formats[toggle.format];
  return toggle.on === true ? Boolean(current) : current === toggle.on;
}

/**
 * The announcement toolbar of admin-console §2.3, in its order: headers 1 and 2, bold, italic,
 * underline, strike, blockquote, code block, link, ordered and bullet lists, indent.
 */
export function AnnouncementToolbar({ label, formats, disabled = false, onFormat, onLink }: RichTextToolbarProps) {
  const indent = formats.indent ?? 0;
  const all = [...HEADERS, ...INLINE, ...BLOCKS, ...LISTS];
  const checked = (name: Toggle['name']) => all.filter((x) => x.name === name && isOn(formats, x)).map((x) => x.value);
  const button = (toggle: Toggle) => (
    <ToggleButton
      key={toggle.value}
      name={toggle.name}
      value={toggle.value}
      label={toggle.label}
      icon={toggle.icon}
      disabled={disabled}
      onClick={() => onFormat(toggle.format, isOn(formats, toggle) ? false : toggle.on)}
    />
  );
  return (
    <Toolbar
      aria-label={t.toolbar(label)}
      size="small"
      checkedValues={{ inline: checked('inline'), block: checked('block') }}
      style={{ flexWrap: 'wrap' }}
    >
      {HEADERS.map(button)}
      <ToolbarDivider />
      {INLINE.map(button)}
      {BLOCKS.map(button)}
      <LinkPopover
        disabled={disabled}
        current={formats.link}
        onLink={onLink}
        onUnlink={() => onFormat('link', false)}
      />
      <ToolbarDivider />
      {LISTS.map(button)}
      <ActionButton
        label={t.outdent}
        icon={<TextIndentDecreaseLtr20Regular />}
        disabled={disabled || indent <= 0}
        onClick={() => onFormat('indent', '-1')}
      />
      <ActionButton
        label={t.indent}
        icon={<TextIndentIncreaseLtr20Regular />}
        disabled={disabled || indent >= MAX_RICH_TEXT_INDENT}
        onClick={() => onFormat('indent', '+1')}
      />
    </Toolbar>
  );
}
