import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useOpenedOnce } from '@cedar/shared/ui';
import { KeyboardRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { SHORTCUT_KEYS, type ShortcutAction, shortcutFor } from './shortcuts';
import { useKeyboardShortcutsStyles } from './KeyboardShortcuts.styles';

/** What the page does for a shortcut; the help dialog is this component's own. */
export type PlayerShortcut = Exclude<ShortcutAction, 'help'>;

/** Props of KeyboardShortcuts. */
export interface KeyboardShortcutsProps {
  onShortcut: (action: PlayerShortcut) => void;
  /** Starts with the help dialog open (stories). */
  defaultOpen?: boolean;
  /** Classes of the button that opens the list. */
  className?: string;
}

/**
 * The video page's keyboard shortcuts, listened for on the whole document while the page shows, and the
 * 'Keyboard shortcuts' button and dialog that list them ('?' opens it too).
 */
export function KeyboardShortcuts({ onShortcut, defaultOpen = false, className }: KeyboardShortcutsProps) {
  const styles = useKeyboardShortcutsStyles();
  const t = messages.videoPage;
  const [open, setOpen] = useState(defaultOpen);
  // The dialog mounts once opened (see useOpenedOnce); the button is its focus-restore target.
  const opened = useOpenedOnce(open);
  const restoreFocus = useRestoreFocusTarget();
  const latest = useRef(onShortcut);
  useEffect(() => {
    latest.current = onShortcut;
  }, [onShortcut]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event);
      if (!action) return;
      // Space would scroll the page and '/' would be typed into the search box it focuses.
      event.preventDefault();
      if (action === 'help') setOpen(true);
      else latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const keyName = (key: string) => (key === ' ' ? t.spaceKey : key.toUpperCase());
  return (
    <>
      <Tooltip content={t.keyboardShortcuts} relationship="label">
        <Button
          appearance="subtle"
          className={className}
          icon={<KeyboardRegular />}
          onClick={() => setOpen(true)}
          {...restoreFocus}
        />
      </Tooltip>
      {opened ? (
        <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t.keyboardShortcuts}</DialogTitle>
              <DialogContent>
                <Table size="small" aria-label={t.keyboardShortcuts}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t.shortcutKeys}</TableHeaderCell>
                      <TableHeaderCell>{t.shortcutAction}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {SHORTCUT_KEYS.map(({ action, keys }) => (
                      <TableRow key={action}>
                        <TableCell>
                          {keys.map((key, i) => (
                            <span key={key}>
                              {i > 0 ? ` ${t.or} ` : null}
                              <kbd className={styles.key}>{keyName(key)}</kbd>
                            </span>
                          ))}
                        </TableCell>
                        <TableCell>{t.shortcuts[action]}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="primary">{t.close}</Button>
                </DialogTrigger>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
