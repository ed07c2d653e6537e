import { useState } from 'react';

/**
 * True from the first time `open` is true on (kept, so a closing motion can play). A Fluent
 * dialog or drawer mounted even closed starts Tabster's modalizer, which places aria-hidden
 * focusable sentinels at both ends of the body for the rest of the page's life (axe
 * `aria-hidden-focus`): dialogs that a page may never open mount only once opened.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
