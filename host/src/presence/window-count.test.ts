import { readWindowCount, windowClosed, windowOpened } from './window-count';

describe('windowCount', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts windows in and out, reaching zero when the last closes', () => {
    expect(windowOpened(window.localStorage)).toBe(1);
    expect(windowOpened(window.localStorage)).toBe(2);
    expect(windowClosed(window.localStorage)).toBe(1);
    expect(windowClosed(window.localStorage)).toBe(0);
  });

  it('never goes below zero and treats junk as zero', () => {
    window.localStorage.setItem('windowCount', 'junk');
    expect(readWindowCount(window.localStorage)).toBe(0);
    expect(windowClosed(window.localStorage)).toBe(0);
  });
});
