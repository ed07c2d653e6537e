import { act, render, screen } from '@testing-library/react';
import { SMALL_SCREEN_QUERY, useIsSmallScreen } from './useMediaQuery.ts';

function Probe() {
  return <p>{useIsSmallScreen() ? 'small' : 'wide'}</p>;
}

describe('useIsSmallScreen', () => {
  it('follows the media query below the sm breakpoint', () => {
    let matches = true;
    const listeners: Array<() => void> = [];
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return query === SMALL_SCREEN_QUERY && matches;
          },
          addEventListener: (_: string, cb: () => void) => listeners.push(cb),
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<Probe />);
    expect(screen.getByText('small')).toBeInTheDocument();
    matches = false;
    act(() => listeners.forEach((cb) => cb()));
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it('uses 600 px as the limit', () => {
    expect(SMALL_SCREEN_QUERY).toBe('(max-width: 599.98px)');
  });
});
