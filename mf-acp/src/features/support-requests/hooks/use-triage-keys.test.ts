import { fireEvent, renderHook } from '@testing-library/react';
import { type TriageKeyHandlers, useTriageKeys } from './use-triage-keys';

function handlers(): jest.Mocked<TriageKeyHandlers> {
  return { move: jest.fn(), open: jest.fn(), respond: jest.fn(), close: jest.fn(), search: jest.fn(), help: jest.fn() };
}

describe('useTriageKeys', () => {
  it('maps j, k, Enter, r, c, / and ? to their actions', () => {
    const h = handlers();
    renderHook(() => useTriageKeys(true, h));
    for (const key of ['j', 'k', 'Enter', 'r', 'c', '/', '?']) fireEvent.keyDown(window, { key });
    expect(h.move.mock.calls).toEqual([[1], [-1]]);
    for (const action of [h.open, h.respond, h.close, h.search, h.help]) expect(action).toHaveBeenCalledTimes(1);
  });

  it('leaves keys typed into a field, with a modifier, or while disabled alone', () => {
    const h = handlers();
    const { rerender } = renderHook(({ on }) => useTriageKeys(on, h), { initialProps: { on: true } });
    const input = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: 'j' });
    fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'r', metaKey: true });
    rerender({ on: false });
    fireEvent.keyDown(window, { key: 'j' });
    expect(h.move).not.toHaveBeenCalled();
    expect(h.close).not.toHaveBeenCalled();
    expect(h.respond).not.toHaveBeenCalled();
    input.remove();
  });
});
