// Loaded on demand by RichTextEditor (a chunk of its own): pages that do not edit never fetch quill.
import Quill, { Parchment } from 'quill/core.js';
import Blockquote from 'quill/formats/blockquote.js';
import Bold from 'quill/formats/bold.js';
import CodeBlock, { CodeBlockContainer } from 'quill/formats/code.js';
import Header from 'quill/formats/header.js';
import Italic from 'quill/formats/italic.js';
import Link from 'quill/formats/link.js';
import ListItem, { ListContainer } from 'quill/formats/list.js';
import Strike from 'quill/formats/strike.js';
import Underline from 'quill/formats/underline.js';
import { isEmptyAnswer } from '../../domain/index.ts';
import { MAX_RICH_TEXT_INDENT, RICH_TEXT_INDENT_STEP_EM, RICH_TEXT_SIZES, indentLength } from './rich-text-formats.ts';

/** The formats at the cursor that the toolbar reflects. */
export interface ActiveFormats {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  header?: number;
  blockquote?: boolean;
  'code-block'?: boolean | string;
  link?: string;
  list?: string;
  size?: string;
  indent?: number;
}

/** A format the toolbar applies, with its value (false removes it). */
export type FormatName = keyof ActiveFormats;

/** The editor as the React component drives it. */
export interface RichTextQuill {
  /** Replaces the content without reporting a change. */
  setHtml(html: string | null): void;
  /** Applies a format to the selection (or the cursor), as the toolbar does. */
  format(name: FormatName, value: unknown): void;
  /** Inserts linked text at the cursor when nothing is selected, else links the selection. */
  link(url: string): void;
  setEnabled(enabled: boolean): void;
  setAttributes(attributes: Record<string, string | null>): void;
  focus(): void;
  destroy(): void;
}

/**
 * Which toolbar an editor has: the learner's (§2 of the dashboard spec: sizes) or the console's
 * announcement toolbar (admin-console §2.3: headers, strike, blockquote, ordered lists).
 */
export type RichTextToolbarKind = 'learner' | 'announcement';

/** What createRichTextQuill needs from the component. */
export interface RichTextQuillOptions {
  toolbar?: RichTextToolbarKind;
  placeholder?: string;
  /** The content changed: the new HTML, or null when the editor holds no text. */
  onChange(html: string | null): void;
  onFormats(formats: ActiveFormats): void;
}

// Links may also point at ftp (§5's URL check); Quill's own list would turn them into about:blank.
class PortalLink extends Link {
  static override PROTOCOL_WHITELIST = ['http', 'https', 'ftp', 'mailto'];
}

// Indent as an inline padding in 1em steps up to 9em, so stored HTML needs no stylesheet.
class IndentStyleAttributor extends Parchment.StyleAttributor {
  override add(node: HTMLElement, value: unknown): boolean {
    const current = this.value(node) ?? 0;
    const steps = value === '+1' ? current + 1 : value === '-1' ? current - 1 : Number(value) || 0;
    if (steps <= 0) {
      this.remove(node);
      return true;
    }
    return super.add(node, indentLength(Math.min(steps, MAX_RICH_TEXT_INDENT)));
  }

  override value(node: HTMLElement): number | undefined {
    const steps = Math.round(parseFloat(super.value(node)) / RICH_TEXT_INDENT_STEP_EM);
    return Number.isFinite(steps) && steps > 0 ? steps : undefined;
  }
}

const Indent = new IndentStyleAttributor('indent', 'padding-left', {
  scope: Parchment.Scope.BLOCK,
  whitelist: Array.from({ length: MAX_RICH_TEXT_INDENT }, (_, i) => indentLength(i + 1)),
});
const Size = new Parchment.StyleAttributor('size', 'font-size', {
  scope: Parchment.Scope.INLINE,
  whitelist: [...RICH_TEXT_SIZES],
});

// A registry of this editor's own: exactly the toolbar's formats, and nothing registered
// globally, so another editor in the portal can keep Quill's defaults.
function createRegistry(kind: RichTextToolbarKind): Parchment.Registry {
  const registry = new Parchment.Registry();
  const core = Quill.DEFAULTS.registry;
  for (const name of ['block', 'break', 'cursor', 'inline', 'scroll', 'text']) {
    const blot = core.query(name);
    if (blot) registry.register(blot as Parchment.RegistryDefinition);
  }
  registry.register(Bold, Italic, Underline, PortalLink, ListItem, ListContainer, CodeBlock, CodeBlockContainer);
  registry.register(Indent);
  if (kind === 'learner') registry.register(Size);
  else registry.register(Header, Strike, Blockquote);
  return registry;
}

/**
 * Quill writes every space as &nbsp; in its semantic HTML, so stored text would never wrap.
 * A single space goes back to a plain one; runs keep their width and end in a break point.
 */
export function restoreSpaces(html: string): string {
  return html.replace(/(?:&nbsp;)+/g, (run) => {
    const count = run.length / '&nbsp;'.length;
    return count === 1 ? ' ' : `${'&nbsp;'.repeat(count - 1)} `;
  });
}

function htmlOf(quill: Quill): string | null {
  const html = restoreSpaces(quill.getSemanticHTML());
  return isEmptyAnswer(html) ? null : html;
}

/** Creates the editor inside `container` (a node React leaves alone). */
export function createRichTextQuill(container: HTMLElement, options: RichTextQuillOptions): RichTextQuill {
  const quill = new Quill(container, {
    registry: createRegistry(options.toolbar ?? 'learner'),
    placeholder: options.placeholder,
    modules: {
      // Tab leaves the editor (keyboard users must be able to get out); the toolbar indents.
      keyboard: { bindings: { tab: null, indent: null, outdent: null, 'list autofill': null } },
    },
  });
  // While the toolbar has focus the editor has no selection: keep showing the last formats.
  const report = () => {
    const range = quill.getSelection();
    if (range) options.onFormats(quill.getFormat(range) as ActiveFormats);
  };
  quill.on(Quill.events.TEXT_CHANGE, (_delta, _old, source) => {
    if (source !== Quill.sources.SILENT) options.onChange(htmlOf(quill));
  });
  quill.on(Quill.events.EDITOR_CHANGE, report);

  return {
    setHtml(html) {
      const contents = quill.clipboard.convert({ html: html ?? '' });
      quill.setContents(contents, Quill.sources.SILENT);
    },
    format(name, value) {
      quill.focus();
      quill.format(name, value, Quill.sources.USER);
      report();
    },
    link(url) {
      quill.focus();
      const range = quill.getSelection(true);
      if (range.length > 0) quill.format('link', url, Quill.sources.USER);
      else quill.insertText(range.index, url, { link: url }, Quill.sources.USER);
      report();
    },
    setEnabled(enabled) {
      quill.enable(enabled);
    },
    setAttributes(attributes) {
      for (const [name, value] of Object.entries(attributes)) {
        if (value === null) quill.root.removeAttribute(name);
        else quill.root.setAttribute(name, value);
      }
    },
    focus() {
      quill.focus();
    },
    destroy() {
      quill.off(Quill.events.TEXT_CHANGE);
      quill.off(Quill.events.EDITOR_CHANGE);
      container.replaceChildren();
    },
  };
}
