import { type KeyPress, shortcutFor } from './shortcuts';

function press(key: string, extra: Partial<KeyPress> = {}): KeyPress {
  return { key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target: document.body, ...extra };
}

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector('[data-target]')!;
}

describe('shortcutFor', () => {
  it('maps the keys of the page', () => {
    expect(shortcutFor(press(' '))).toBe('togglePlay');
    expect(shortcutFor(press('k'))).toBe('togglePlay');
    expect(shortcutFor(press('j'))).toBe('back');
    expect(shortcutFor(press('l'))).toBe('forward');
    expect(shortcutFor(press('c'))).toBe('captions');
    expect(shortcutFor(press('f'))).toBe('fullscreen');
    expect(shortcutFor(press('/'))).toBe('search');
    expect(shortcutFor(press('?', { shiftKey: true }))).toBe('help');
    expect(shortcutFor(press('x'))).toBeNull();
    expect(shortcutFor(press('ArrowLeft'))).toBeNull();
  });

  it('leaves keys with Ctrl, Alt or Meta to the browser, and Shift to letters it changes', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('f', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('l', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('K', { shiftKey: true }))).toBeNull();
    expect(shortcutFor(press('k', { shiftKey: true }))).toBeNull();
    // '/' needs Shift on some keyboard layouts.
    expect(shortcutFor(press('/', { shiftKey: true }))).toBe('search');
  });

  it('ignores keys while typing', () => {
    for (const html of [
      '<input data-target />',
      '<input type="search" data-target />',
      '<textarea data-target></textarea>',
      '<select data-target></select>',
      '<div contenteditable="true"><p data-target>x</p></div>',
      '<div role="textbox" data-target></div>',
    ])
      expect(shortcutFor(press('k', { target: element(html) }))).toBeNull();
  });

  it('works on inputs that take no text, such as the seek slider', () => {
    expect(shortcutFor(press('j', { target: element('<input type="range" data-target />') }))).toBe('back');
    expect(shortcutFor(press('k', { target: element('<input type="checkbox" data-target />') }))).toBe('togglePlay');
  });

  it('leaves space to the focused control and keys to an open dialog or menu', () => {
    expect(shortcutFor(press(' ', { target: element('<button data-target>Share</button>') }))).toBeNull();
    expect(shortcutFor(press(' ', { target: element('<a href="/x" data-target>x</a>') }))).toBeNull();
    expect(shortcutFor(press(' ', { target: element('<input type="checkbox" data-target />') }))).toBeNull();
    expect(shortcutFor(press('k', { target: element('<button data-target>Share</button>') }))).toBe('togglePlay');
    expect(
      shortcutFor(press('k', { target: element('<div role="dialog"><button data-target>x</button></div>') })),
    ).toBeNull();
    expect(shortcutFor(press('c', { target: element('<div role="menu"><div data-target></div></div>') }))).toBeNull();
    expect(
      shortcutFor(press('c', { target: element('<button role="combobox" data-target>Panel</button>') })),
    ).toBeNull();
  });

  it('fires toggles once per press, skips again while held', () => {
    expect(shortcutFor(press('k', { repeat: true }))).toBeNull();
    expect(shortcutFor(press('f', { repeat: true }))).toBeNull();
    expect(shortcutFor(press('l', { repeat: true }))).toBe('forward');
  });
});
