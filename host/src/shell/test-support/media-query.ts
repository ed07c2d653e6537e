/** Makes every media query report `matches` (jsdom has no layout), e.g. to render the small-screen shell. */
export function mockMediaQueries(matches: (query: string) => boolean): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
