import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { PortalProviders } from '../PortalProviders/PortalProviders.tsx';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
import { richTextMessages as t } from './rich-text-messages.ts';

const LABEL = 'What is the challenge?';

// jsdom has no layout: quill scrolls the selection into view after each format.
beforeAll(() => {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  // Code blocks read innerText, which jsdom lacks.
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent;
    },
  });
});

function Controlled({ initial = null, ...props }: { initial?: string | null } & Partial<RichTextEditorProps>) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <RichTextEditor
      label={LABEL}
      placeholder="Describe it"
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange?.(html);
      }}
    />
  );
}

function renderEditor(props: { initial?: string | null } & Partial<RichTextEditorProps> = {}) {
  const onChange = jest.fn();
  const view = render(
    <PortalProviders>
      <Controlled onChange={onChange} {...props} />
    </PortalProviders>,
  );
  return { ...view, onChange, lastValue: () => onChange.mock.calls.at(-1)?.[0] as string | null | undefined };
}

// Quill loads as a chunk of its own: the first render in a test file waits for it.
const editorBox = () => screen.findByRole('textbox', { name: LABEL }, { timeout: 8000 });

// jsdom applies keys synchronously while quill reads DOM mutations asynchronously: one key at a time.
async function typeInto(box: HTMLElement, text: string) {
  await userEvent.click(box);
  for (const key of text) await userEvent.keyboard(key === ' ' ? ' ' : key);
}

function selectFirstParagraph(box: HTMLElement) {
  box.focus();
  const range = document.createRange();
  range.selectNodeContents(box.querySelector('p')!);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

// Colour contrast needs layout; landmarks need a page around the field.
async function seriousViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const button = (name: string) => screen.getByRole('button', { name, hidden: true });

describe('RichTextEditor', () => {
  jest.setTimeout(20000);
  // The editor imports quill on first render; compiling it can take longer than a lookup waits on a
  // busy machine, so it is compiled once here and the editor's import then finds it ready.
  beforeAll(async () => {
    await import('./quill-editor.ts');
  }, 120_000);

  it('shows the initial HTML in a labelled, multi-line text box with the toolbar of the spec', async () => {
    renderEditor({ initial: '<p>Hello <strong>world</strong></p>' });
    const box = await editorBox();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-placeholder', 'Describe it');
    expect(box.innerHTML).toContain('<strong>world</strong>');
    const toolbar = screen.getByRole('toolbar', { name: t.toolbar(LABEL) });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      t.bold,
      t.italic,
      t.underline,
      t.codeBlock,
      t.link,
      t.bulletList,
      t.textSize,
      t.outdent,
      t.indent,
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('reports typed text as HTML', async () => {
    const { lastValue } = renderEditor();
    await typeInto(await editorBox(), 'Hi there');
    await waitFor(() => expect(lastValue()).toMatch(/^<p>Hi there<\/p>/));
  });

  it('takes a new value from outside without reporting it back', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<RichTextEditor label={LABEL} value="<p>one</p>" onChange={onChange} />);
    const box = await editorBox();
    rerender(<RichTextEditor label={LABEL} value="<p>two</p>" onChange={onChange} />);
    await waitFor(() => expect(box).toHaveTextContent('two'));
    rerender(<RichTextEditor label={LABEL} value={null} onChange={onChange} />);
    await waitFor(() => expect(box).toHaveTextContent(''));
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    [t.bold, '<p><strong>Hello</strong></p>'],
    [t.italic, '<p><em>Hello</em></p>'],
    [t.underline, '<p><u>Hello</u></p>'],
    [t.bulletList, '<ul><li>Hello</li></ul>'],
    [t.codeBlock, '<pre>\nHello\n</pre>'],
    [t.indent, '<p style="padding-left: 1em;">Hello</p>'],
  ])('%s formats the selection', async (name, html) => {
    const { lastValue } = renderEditor({ initial: '<p>Hello</p>' });
    selectFirstParagraph(await editorBox());
    await userEvent.click(button(name));
    await waitFor(() => expect(lastValue()).toBe(html));
  });

  it('offers the four sizes, 1em being no size at all', async () => {
    const { lastValue } = renderEditor({ initial: '<p>Hello</p>' });
    selectFirstParagraph(await editorBox());
    await userEvent.click(button(t.textSize));
    const items = screen.getAllByRole('menuitemradio').map((item) => item.textContent);
    expect(items).toEqual(['Small', 'Normal', 'Large', 'Huge']);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Huge' }));
    await waitFor(() => expect(lastValue()).toBe('<p><span style="font-size: 2.5em;">Hello</span></p>'));
  });

  it('indents up to 9em and back', async () => {
    const { lastValue } = renderEditor({ initial: '<p style="padding-left: 8em">Hello</p>' });
    selectFirstParagraph(await editorBox());
    expect(button(t.outdent)).toBeDisabled();
    selectFirstParagraph(await editorBox());
    await userEvent.click(button(t.indent));
    await waitFor(() => expect(lastValue()).toBe('<p style="padding-left: 9em;">Hello</p>'));
    expect(button(t.indent)).toBeDisabled();
    await userEvent.click(button(t.outdent));
    await waitFor(() => expect(lastValue()).toBe('<p style="padding-left: 8em;">Hello</p>'));
  });

  it('links the selection to an http, https or ftp address', async () => {
    const { lastValue } = renderEditor({ initial: '<p>Cedar</p>' });
    selectFirstParagraph(await editorBox());
    await userEvent.click(button(t.link));
    // jsdom has no layout, so Fluent's positioning marks the popover hidden.
    const address = await screen.findByRole('textbox', { name: t.linkUrl, hidden: true });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.type(address, 'javascript:alert(1)');
    expect(button(t.applyLink)).toBeDisabled();
    await userEvent.clear(address);
    await userEvent.type(address, 'cedar.test/help');
    await userEvent.click(button(t.applyLink));
    await waitFor(() =>
      expect(lastValue()).toBe(
        '<p><a href="https://cedar.test/help" rel="noopener noreferrer" target="_blank">Cedar</a></p>',
      ),
    );
  });

  it('reports null once the text is gone', async () => {
    const { lastValue } = renderEditor({ initial: '<p>A</p>' });
    const box = await editorBox();
    selectFirstParagraph(box);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(lastValue()).toBeNull());
  });

  it('is read-only with a disabled toolbar when disabled', async () => {
    renderEditor({ initial: '<p>Hello</p>', disabled: true });
    const box = await editorBox();
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'false'));
    expect(button(t.bold)).toBeDisabled();
  });
});
