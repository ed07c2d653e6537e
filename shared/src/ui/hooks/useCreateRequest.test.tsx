import { act, renderHook } from '@testing-library/react';
import { requestCreate } from '@cedar/shared/contract';
import { useCreateRequest } from './useCreateRequest.ts';

describe('useCreateRequest', () => {
  it('runs the latest handler while mounted, and stops when unmounted', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ onCreate }) => useCreateRequest('cohort', onCreate), {
      initialProps: { onCreate: first },
    });
    rerender({ onCreate: second });
    act(() => requestCreate('cohort'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    act(() => requestCreate('announcement'));
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    act(() => requestCreate('cohort'));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
