import type { Page } from '@playwright/test';

/** Something a learner's browser reported as wrong while a page was open. */
export interface PageProblem {
  kind: 'console error' | 'page error' | 'failed request' | 'error status';
  /** The page's path when it happened. */
  at: string;
  detail: string;
}

/**
 * Records, from now on, what shows as an error in the browser's console: console.error calls,
 * uncaught exceptions, requests that fail on the network and answers of 400 or more (Chrome
 * logs each of those as "Failed to load resource"). A request cut short because the page moved
 * on (net::ERR_ABORTED: a poll or a video range request left behind) is not a problem.
 */
export function watchPageProblems(page: Page): PageProblem[] {
  const problems: PageProblem[] = [];
  const at = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    problems.push({
      kind: 'console error',
      at: at(),
      detail: source ? `${message.text()} (${source})` : message.text(),
    });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'page error', at: at(), detail: error.message }));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (failure.includes('ERR_ABORTED')) return;
    problems.push({ kind: 'failed request', at: at(), detail: `${request.method()} ${request.url()}: ${failure}` });
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    problems.push({
      kind: 'error status',
      at: at(),
      detail: `${request.method()} ${response.url()} answered ${response.status()}`,
    });
  });
  return problems;
}
