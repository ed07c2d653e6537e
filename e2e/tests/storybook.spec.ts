import { expect, test } from '@playwright/test';

interface StoryIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs'; title: string }>;
}

test('Storybook is served at /storybook/ and renders stories inside the portal providers', async ({
  page,
  request,
}) => {
  const index = (await (await request.get('/storybook/index.json')).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(0);
  const titles = new Set(stories.map((story) => story.title.split('/')[0]));
  expect([...titles]).toContain('Shared');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/storybook/');
  await expect(
    page.getByRole('link', { name: 'Introduction' }).or(page.getByText('Introduction')).first(),
  ).toBeVisible();

  const fallback = stories.find((story) => story.id.startsWith('shared-remotefallbackcard--'));
  if (fallback) {
    await page.goto(`/storybook/iframe.html?id=${fallback.id}&viewMode=story`);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The story sits inside PortalProviders: Fluent's provider wraps it.
    await expect(page.locator('.fui-FluentProvider').first()).toBeAttached();
  }
  expect(errors).toEqual([]);
});

test("Storybook runs in an origin of its own: the portal's storage is out of its reach", async ({ page, request }) => {
  const index = (await (await request.get('/storybook/index.json')).json()) as StoryIndex;
  const story = Object.values(index.entries).find((entry) => entry.type === 'story')!;
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('cedar-isolation-probe', 'portal secret'));
  await page.goto(`/storybook/iframe.html?id=${story.id}&viewMode=story`);
  const seen = await page.evaluate(() => ({
    origin: window.origin,
    probe: window.localStorage.getItem('cedar-isolation-probe'),
  }));
  expect(seen).toEqual({ origin: 'null', probe: null });
  await page.goto('/');
  expect(await page.evaluate(() => localStorage.getItem('cedar-isolation-probe'))).toBe('portal secret');
});
