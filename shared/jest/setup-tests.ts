import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../src/testing/server.ts';
import { dismissAllRequests } from '../src/ui/request-queue.ts';
import { takeQueuedToasts } from '../src/ui/Toast/toast-queue.ts';

// jsdom lacks these browser APIs; Fluent's positioning and motion read them. (A test file may
// choose `@jest-environment node`, for build configuration: there is no window then.)
const browser = typeof window !== 'undefined';
if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browser && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// CI and developers share two cores, and a Fluent form re-renders on every keystroke: give
// findBy/waitFor room before calling a test failed (a blocked navigation's dialog once took
// over five seconds to appear on a loaded machine).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // A confirm or leave-page question left open must not queue in front of the next test's.
  dismissAllRequests();
  // Likewise a toast asked for where no toaster was rendered.
  takeQueuedToasts();
  if (browser) {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterAll(() => server.close());
