import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { KeyboardShortcuts } from './KeyboardShortcuts';

const t = messages.videoPage;
jest.setTimeout(20_000);

function renderShortcuts() {
  const onShortcut = jest.fn();
  const view = renderWithPortal(
    <>
      <KeyboardShortcuts onShortcut={onShortcut} />
      <input aria-label="Notes" />
    </>,
  );
  return { onShortcut, ...view };
}

describe('KeyboardShortcuts', () => {
  it('runs the page shortcuts from anywhere but a text field', async () => {
    const { onShortcut } = renderShortcuts();
    await userEvent.keyboard('k j l c f');
    expect(onShortcut.mock.calls.map(([action]) => action)).toEqual([
      'togglePlay',
      'togglePlay',
      'back',
      'togglePlay',
      'forward',
      'togglePlay',
      'captions',
      'togglePlay',
      'fullscreen',
    ]);
    onShortcut.mockClear();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'k j');
    expect(onShortcut).not.toHaveBeenCalled();
  });

  it('keeps the browser from acting on a handled key, and leaves modified keys alone', () => {
    const { onShortcut } = renderShortcuts();
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.body.dispatchEvent(slash);
    expect(slash.defaultPrevented).toBe(true);
    expect(onShortcut).toHaveBeenCalledWith('search');
    fireEvent.keyDown(document.body, { key: 'f', ctrlKey: true });
    expect(onShortcut).toHaveBeenCalledTimes(1);
  });

  it("opens the list of shortcuts with '?' and with its button", async () => {
    const { onShortcut } = renderShortcuts();
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 10_000 });
    expect(within(dialog).getByText(t.keyboardShortcuts, { selector: 'h2' })).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: t.keyboardShortcuts, hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(8);
    expect(within(table).getByText(t.shortcuts.back)).toBeInTheDocument();
    // Keys typed in the dialog stay there.
    fireEvent.keyDown(within(dialog).getByRole('button', { name: t.close, hidden: true }), { key: 'k' });
    expect(onShortcut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t.close, hidden: true }));
    // The dialog leaves after its exit motion, which a loaded machine can stretch.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: t.keyboardShortcuts }));
    expect(await screen.findByRole('dialog', { hidden: true }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
