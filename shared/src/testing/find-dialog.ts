import { screen } from '@testing-library/react';

/**
 * Finds an open dialog by its title. In jsdom Fluent's focus trap (Tabster) sees nothing as
 * visible, never switches the dialog's trap on, and 250 ms after it opens marks it aria-hidden,
 * which empties the dialog's own accessible name: a lookup by the dialog's name then never
 * matches. Its heading keeps its text, so the dialog is found around the heading. Queries inside
 * it need `hidden: true` for the same reason; in a browser the trap is active and none of this
 * happens (the e2e journeys find dialogs by role and name).
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title, hidden: true });
  const dialog = heading.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!dialog) throw new Error(`The heading "${String(title)}" is not in a dialog`);
  return dialog;
}
