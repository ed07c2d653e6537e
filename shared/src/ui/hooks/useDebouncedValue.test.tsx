import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers a value once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'r' },
    });
    expect(result.current).toBe('r');
    rerender({ value: 're' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'rea' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('r');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('rea');
  });
});
