import { useEffect, useRef } from 'react';

/** What the triage keys do (j/k move, Enter opens, r responds, c closes, / searches, ? lists them). */
export interface TriageKeyHandlers {
  move(step: 1 | -1): void;
  open(): void;
  respond(): void;
  close(): void;
  search(): void;
  help(): void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Keyboard triage on the list; keys typed into a field or with a modifier are left alone. */
export function useTriageKeys(enabled: boolean, handlers: TriageKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const h = latest.current;
      const actions: Record<string, () => void> = {
        j: () => h.move(1),
        k: () => h.move(-1),
        Enter: h.open,
        r: h.respond,
        c: h.close,
        '/': h.search,
        '?': h.help,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
