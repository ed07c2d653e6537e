import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/auth.ts';
import { expectPath, navEntry, pageHeading } from '../support/shell.ts';
import {
  MediaApi,
  currentTime,
  expectPlayerReady,
  openVideo,
  openWatchPage,
  play,
  videoPage,
} from '../support/media.ts';

/**
 * The recorded-session library and one recording (learner-dashboard §2 Watch page and Video page)
 * against the seeded library: 1,050 entries over eight months, each playing a short narrated
 * demo recording with its transcript and chat.
 */
test.describe('Watch page', () => {
  test('carousels, calendar and list; a card opens a video that plays, with its details', async ({ page }) => {
    await signIn(page, ACCOUNTS.learner);
    await navEntry(page, 'Watch').click();
    const main = page.getByRole('main');
    await expect(pageHeading(page, 'Watch')).toBeVisible();

    // Recently Added: the 8 newest, as video page links, with arrows.
    const added = main.getByRole('region', { name: 'Recently Added' });
    await expect(added.getByRole('link')).toHaveCount(8);
    // The newest is today's class: it carries the 'new' badge (under 4 days old).
    await expect(added.getByRole('link').first().getByText('new', { exact: true })).toBeVisible();
    await expect(added.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(added.getByRole('button', { name: 'Next' })).toBeEnabled();
    await added.getByRole('button', { name: 'Next' }).click();
    await expect(added.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await added.getByRole('button', { name: 'Previous' }).click();
    await expect(added.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // The list: every recording with its MMDDYY date.
    const list = main.getByRole('region', { name: 'All Recordings' });
    await expect(list.getByRole('link').first()).toBeVisible();
    expect(await list.getByRole('link').count()).toBeGreaterThan(8);
    await expect(
      list
        .getByRole('link')
        .first()
        .getByText(/^\d{6}$/),
    ).toBeVisible();

    // The month calendar: next disabled at the current month; a day with a dot lists its recordings.
    const calendar = main.getByRole('region', { name: 'Recordings by day' });
    await expect(calendar.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expect(calendar.getByRole('button', { name: 'Next month' })).toBeEnabled();
    const dayWithVideos = calendar.getByRole('button', { name: /, has recordings$/ }).first();
    const dayName = (await dayWithVideos.getAttribute('aria-label'))!.replace(/, has recordings$/, '');
    await dayWithVideos.click();
    await expect(dayWithVideos).toHaveAttribute('aria-pressed', 'true');
    await expect(calendar.getByRole('list', { name: dayName }).getByRole('link').first()).toBeVisible();
    const emptyDay = calendar.getByRole('button', { name: /^\w+, \w+ \d+$/ }).first();
    const emptyName = (await emptyDay.getAttribute('aria-label'))!;
    await emptyDay.click();
    await expect(calendar.getByText(`No videos have been uploaded for ${emptyName}.`)).toBeVisible();
    await expect(calendar.getByText(/it could take up to 30 minutes to appear in this list/)).toBeVisible();

    // A card of Recently Added opens its video page.
    const card = added.getByRole('link').first();
    const href = (await card.getAttribute('href'))!;
    expect(href).toMatch(/^\/media\/[\w-]+$/);
    const title = (await card.locator('span').first().textContent())!.trim();
    await card.click();
    await expectPath(page, href);
    await expectPlayerReady(page);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText(/^\w+day, \w+ \d{1,2} \| \d{1,2}:\d{2} [ap]m \S+$/)).toBeVisible();

    // The video plays: its position advances.
    await play(page);
    const a = await currentTime(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(a + 1);
  });

  test('video details: participants dialog and Show More / Show Less', async ({ page }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    const video = await api.fullVideo();
    // Only some seeded descriptions run long; this one is made long whichever the video is.
    const description = `${video.description!.trim()}\n\n${'Notes from the chat are in the side panel. '.repeat(8)}`;
    await page.route(
      (url) => url.pathname === '/api/v1/videos/' && url.searchParams.get('uuid') === video.uuid,
      async (route) => {
        const response = await route.fetch();
        const answer = await response.json();
        answer.message.videos[0].description = description;
        await route.fulfill({ response, json: answer });
      },
    );
    await openVideo(page, video.uuid);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: video.title })).toBeVisible();

    // Participants: the stack opens the dialog with the count; accounts link to their profile.
    const stack = main.getByRole('button', { name: /^\d+ Participants$/ });
    const count = Number((await stack.getAttribute('aria-label'))!.split(' ')[0]);
    await stack.click();
    const dialog = page.getByRole('dialog', { name: `${count} Participants` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(count);
    await expect(dialog.getByRole('link', { name: /.+/ }).first()).toHaveAttribute('href', /^\/profile\/.+(@|%40)/);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The description: Show More then Show Less.
    const text = main.getByText(video.description!.trim(), { exact: false });
    const clampedHeight = (await text.boundingBox())!.height;
    // Two whole lines clipped, without the browser's line-clamp ellipsis: that one lands after
    // the period of a line that ends a sentence (".…").
    const folded = await text.evaluate((el) => {
      const style = getComputedStyle(el);
      return { lineClamp: style.webkitLineClamp, lineHeight: parseFloat(style.lineHeight) };
    });
    expect(folded.lineClamp).toBe('none');
    expect(clampedHeight).toBeCloseTo(2 * folded.lineHeight, 0);
    await main.getByRole('button', { name: 'Show More' }).click();
    await expect(main.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await text.boundingBox())!.height).toBeGreaterThan(clampedHeight);
    await main.getByRole('button', { name: 'Show Less' }).click();
    await expect(main.getByRole('button', { name: 'Show More' })).toBeVisible();
    await expect.poll(async () => (await text.boundingBox())!.height).toBe(clampedHeight);
    await expect(videoPage(page).transcript.getByRole('listitem').first()).toBeVisible();
  });

  test('a library that fails to load says so with Retry, never "No recordings yet."; Retry loads it', async ({
    page,
  }) => {
    // A 4xx is not retried on its own (SWR retries 5xx), so only Retry can bring the data back.
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/v1/videos/' && url.searchParams.has('google_calendar_ids'),
      (route) => (failing ? route.fulfill({ status: 429, json: { message: 'Too Many Requests' } }) : route.fallback()),
    );
    await openWatchPage(page, ACCOUNTS.learner);
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('The recordings could not be loaded.');
    await expect(main.getByText('No recordings yet.')).toHaveCount(0);
    await expect(main.getByText(/^No videos have been uploaded for/)).toHaveCount(0);
    await expectNoSeriousViolations(page);

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('region', { name: 'Recently Added' }).getByRole('link')).toHaveCount(8);
    await expect(main.getByRole('region', { name: 'Recordings by day' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('accessibility (axe) of the media pages: no serious or critical violation', () => {
  test('Watch page', async ({ page }) => {
    await openWatchPage(page, ACCOUNTS.learner);
    await expect(page.getByRole('main').getByRole('region', { name: 'Recently Added' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('Video page', async ({ page }) => {
    const api = new MediaApi(page);
    await openWatchPage(page, ACCOUNTS.learner);
    await openVideo(page, (await api.fullVideo()).uuid);
    await expect(videoPage(page).transcript.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    // And with the share popup open.
    await videoPage(page).share.click();
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
