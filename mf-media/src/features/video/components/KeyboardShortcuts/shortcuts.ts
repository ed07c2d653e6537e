/** What a shortcut of the video page does. */
export type ShortcutAction = 'togglePlay' | 'back' | 'forward' | 'captions' | 'fullscreen' | 'search' | 'help';

/** The parts of a keydown the rule reads. */
export interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat?: boolean;
  target: EventTarget | null;
}

/** The shortcuts in the order the help dialog lists them. */
export const SHORTCUT_KEYS: ReadonlyArray<{ action: ShortcutAction; keys: readonly string[] }> = [
  { action: 'togglePlay', keys: [' ', 'k'] },
  { action: 'back', keys: ['j'] },
  { action: 'forward', keys: ['l'] },
  { action: 'captions', keys: ['c'] },
  { action: 'fullscreen', keys: ['f'] },
  { action: 'search', keys: ['/'] },
  { action: 'help', keys: ['?'] },
];

const ACTION_OF_KEY = new Map(SHORTCUT_KEYS.flatMap(({ action, keys }) => keys.map((key) => [key, action] as const)));

// Typing goes to the field; keys inside a dialog, menu or list belong to it, and a drop-down (combobox)
// picks its options by their first letters. Inputs that take
// no text (plyr's seek and volume sliders, check boxes) leave the letters to the shortcuts.
const NO_TEXT_INPUTS = ['range', 'checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file', 'image'];
const TYPING = [
  `input${NO_TEXT_INPUTS.map((type) => `:not([type="${type}"])`).join('')}`,
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="textbox"]',
  '[role="searchbox"]',
].join(', ');
const OWNS_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="combobox"]';
// Space activates whatever control has the focus.
const ACTIVATES_ON_SPACE =
  'button, a[href], summary, input, [role="button"], [role="link"], [role^="menuitem"], [role="option"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="combobox"], [role="slider"]';
// Toggles fire once per press, not again while the key is held.
const ONCE_PER_PRESS: ReadonlySet<ShortcutAction> = new Set(['togglePlay', 'captions', 'fullscreen', 'search', 'help']);

function closest(target: EventTarget | null, selector: string): boolean {
  return typeof Element !== 'undefined' && target instanceof Element && target.closest(selector) !== null;
}

/**
 * The video page's shortcut for a key press, or null: none with Ctrl, Alt or Meta, none while typing,
 * none inside a dialog or menu; Shift only where the character needs it ('?', and '/' on some layouts).
 */
export function shortcutFor(press: KeyPress): ShortcutAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  const action = ACTION_OF_KEY.get(press.key);
  if (!action) return null;
  if (press.shiftKey && press.key !== '?' && press.key !== '/') return null;
  if (press.repeat && ONCE_PER_PRESS.has(action)) return null;
  if (closest(press.target, TYPING) || closest(press.target, OWNS_KEYS)) return null;
  if (press.key === ' ' && closest(press.target, ACTIVATES_ON_SPACE)) return null;
  return action;
}
