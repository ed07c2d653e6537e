import {
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  Tooltip,
} from '@fluentui/react-components';
import {
  CodeBlock20Regular,
  TextBold20Regular,
  TextBulletListLtr20Regular,
  TextFontSize20Regular,
  TextIndentDecreaseLtr20Regular,
  TextIndentIncreaseLtr20Regular,
  TextItalic20Regular,
  TextUnderline20Regular,
} from '@fluentui/react-icons';
import { LinkPopover } from './LinkPopover.tsx';
import { ActionButton, ToggleButton, keepSelection } from './toolbar-buttons.tsx';
import type { ActiveFormats, FormatName } from './quill-editor.ts';
import { DEFAULT_RICH_TEXT_SIZE, MAX_RICH_TEXT_INDENT, RICH_TEXT_SIZES } from './rich-text-formats.ts';
import { richTextMessages as t } from './rich-text-messages.ts';

/** Props of RichTextToolbar. */
export interface RichTextToolbarProps {
  /** The editor's label; the toolbar is named after it. */
  label: string;
  formats: ActiveFormats;
  disabled?: boolean;
  onFormat(name: FormatName, value: unknown): void;
  onLink(url: string): void;
}

function SizeMenu({ size, disabled, onSize }: { size: string; disabled: boolean; onSize(size: string): void }) {
  return (
    <Menu checkedValues={{ size: [size] }} onCheckedValueChange={(_, data) => onSize(data.checkedItems[0] ?? size)}>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t.textSize} relationship="label">
          <ToolbarButton icon={<TextFontSize20Regular />} disabled={disabled} onMouseDown={keepSelection} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {RICH_TEXT_SIZES.map((value) => (
            <MenuItemRadio key={value} name="size" value={value}>
              {t.sizes[value]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The toolbar of §2: bold, italic, underline, code block, link, bullet list, sizes, indent. */
export function RichTextToolbar({ label, formats, disabled = false, onFormat, onLink }: RichTextToolbarProps) {
  const indent = formats.indent ?? 0;
  const inline = (['bold', 'italic', 'underline'] as const).filter((name) => formats[name]);
  const block = [formats['code-block'] ? 'code-block' : '', formats.list === 'bullet' ? 'bullet' : ''];
  const toggle = (name: FormatName, on: boolean, value: unknown) => () => onFormat(name, on ? false : value);
  const common = { disabled };
  return (
    <Toolbar aria-label={t.toolbar(label)} size="small" checkedValues={{ inline, block }}>
      <ToggleButton
        {...common}
        name="inline"
        value="bold"
        label={t.bold}
        icon={<TextBold20Regular />}
        onClick={toggle('bold', Boolean(formats.bold), true)}
      />
      <ToggleButton
        {...common}
        name="inline"
        value="italic"
        label={t.italic}
        icon={<TextItalic20Regular />}
        onClick={toggle('italic', Boolean(formats.italic), true)}
      />
      <ToggleButton
        {...common}
        name="inline"
        value="underline"
        label={t.underline}
        icon={<TextUnderline20Regular />}
        onClick={toggle('underline', Boolean(formats.underline), true)}
      />
      <ToggleButton
        {...common}
        name="block"
        value="code-block"
        label={t.codeBlock}
        icon={<CodeBlock20Regular />}
        onClick={toggle('code-block', Boolean(formats['code-block']), true)}
      />
      <LinkPopover {...common} current={formats.link} onLink={onLink} onUnlink={() => onFormat('link', false)} />
      <ToggleButton
        {...common}
        name="block"
        value="bullet"
        label={t.bulletList}
        icon={<TextBulletListLtr20Regular />}
        onClick={toggle('list', formats.list === 'bullet', 'bullet')}
      />
      <ToolbarDivider />
      <SizeMenu
        {...common}
        size={formats.size ?? DEFAULT_RICH_TEXT_SIZE}
        // The normal size is no size at all: stored HTML stays plain.
        onSize={(size) => onFormat('size', size === DEFAULT_RICH_TEXT_SIZE ? false : size)}
      />
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
