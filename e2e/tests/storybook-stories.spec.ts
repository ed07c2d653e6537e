import { expect, test } from '@playwright/test';

interface StoryIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs'; title: string; name: string }>;
}

interface Channel {
  on(event: string, listener: (payload?: { message?: string; title?: string }) => void): void;
}

declare global {
  interface Window {
    cedarStoryOutcome?: string;
  }
}

/**
 * Designers review every state in Storybook, so a story that fails to render is a broken page
 * for them. Each story of the built Storybook is opened in the preview frame and must report
 * rendered (its play function included) on the preview's channel, with no uncaught error.
 */
test('every story renders without an error', async ({ page, request }) => {
  // About 2.5 minutes on a quiet machine; the bound leaves room for a busy one.
  test.setTimeout(20 * 60_000);
  const index = (await (await request.get('/storybook/index.json')).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(100);

  // The preview creates its channel while its bundle runs; listen on it from the first moment.
  await page.addInitScript(() => {
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: Channel) {
        channel = value;
        const record = (outcome: string) => {
          window.cedarStoryOutcome ??= outcome;
        };
        value.on('storyRendered', () => record('rendered'));
        value.on('storyErrored', (error) => record(`errored: ${error?.title ?? ''}`));
        value.on('storyThrewException', (error) => record(`threw: ${error?.message ?? ''}`));
        value.on('playFunctionThrewException', (error) => record(`play function threw: ${error?.message ?? ''}`));
        value.on('storyMissing', () => record('missing'));
      },
    });
  });
  let pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  const failures: string[] = [];
  for (const story of stories) {
    pageErrors = [];
    await page.goto(`/storybook/iframe.html?id=${story.id}&viewMode=story`);
    const outcome = await page
      .waitForFunction(() => window.cedarStoryOutcome, null, { timeout: 20_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => 'did not render within 20 s');
    const label = `${story.title} / ${story.name}`;
    if (outcome !== 'rendered') failures.push(`${label}: ${outcome}`);
    else if (pageErrors.length > 0) failures.push(`${label}: ${pageErrors.join('; ')}`);
  }
  expect(failures, `${failures.length} of ${stories.length} stories failed`).toEqual([]);
});
