import { expect, test } from '@playwright/test';
import type { TranscriptSearchEnvelope, VideosEnvelope } from '@cedar/shared/contract';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectPath, navEntry, pageHeading } from '../support/shell.ts';

const isSearch = (url: string) => new URL(url).pathname.endsWith('/api/v1/videos/transcript-search');
/** The Watch page's library: the selected cohort's calendars, then their videos. */
const isCohortCalendars = (url: string) => new URL(url).pathname.endsWith('/api/calendars/');
const isLibrary = (url: string) =>
  new URL(url).pathname.endsWith('/api/v1/videos/') && new URL(url).searchParams.has('google_calendar_ids');

/**
 * Searching what was said in the recordings the Watch page lists (the selected cohort's): a
 * match opens its video at the second it is said. Against the seeded library, whose entries play
 * the demo recordings.
 */
test('a learner searches all recordings and a match opens the video at that second', async ({ page }) => {
  await signIn(page, ACCOUNTS.learner);
  const calendarsAsked = page.waitForRequest((request) => isCohortCalendars(request.url()));
  const libraryAnswered = page.waitForResponse((response) => isLibrary(response.url()) && response.status() === 200);
  await navEntry(page, 'Watch').click();
  await expect(pageHeading(page, 'Watch')).toBeVisible();
  const cohortId = new URL((await calendarsAsked).url()).searchParams.get('cohort_id');
  expect(cohortId).toMatch(/^\d+$/);
  const library = new Set(
    ((await libraryAnswered.then((r) => r.json())) as VideosEnvelope).message.videos.map((v) => v.uuid),
  );
  const main = page.getByRole('main');
  const box = main.getByRole('searchbox', { name: 'Search all recordings' });
  const status = main.getByRole('status').filter({ hasText: /recording|characters|Searching/ });

  // One character: a hint and no call.
  const searches: string[] = [];
  const searchedCohorts = new Set<string | null>();
  page.on('request', (request) => {
    if (!isSearch(request.url())) return;
    const params = new URL(request.url()).searchParams;
    searches.push(params.get('q') ?? '');
    searchedCohorts.add(params.get('cohort_id'));
  });
  await box.fill('s');
  await expect(status).toHaveText('Type at least 2 characters.');

  // Typing searches once it pauses, not on every key. A loaded machine can stall between two
  // keys for longer than the pause, letting one early search through, so the bound is loose
  // (ten keystrokes that could each search) and the answer awaited is the whole phrase's.
  const isPhrase = (url: string) => isSearch(url) && new URL(url).searchParams.get('q') === 'Status Code';
  const answered = page.waitForResponse((response) => isPhrase(response.url()) && response.status() === 200);
  await box.fill('');
  await box.pressSequentially('Status Code', { delay: 40 });
  const answer = ((await (await answered).json()) as TranscriptSearchEnvelope).message;
  expect(searches.length).toBeLessThanOrEqual(3);
  expect(searches.at(-1)).toBe('Status Code');
  expect(answer.results.length).toBeGreaterThan(0);
  // The search answers from the library the page lists: the selected cohort's.
  expect([...searchedCohorts]).toEqual([cohortId]);
  expect(answer.results.filter((r) => !library.has(r.video.uuid))).toEqual([]);

  const results = main.getByRole('list', { name: 'Search all recordings' });
  await expect(status).toContainText(/recordings? mentions? it/);
  const first = answer.results[0]!;
  const match = first.matches[0]!;
  const second = Math.floor(match.start);
  const link = results.getByRole('link').first();
  await expect(link).toHaveAttribute('href', `/media/${first.video.uuid}?timestamp=${second}`);
  await expect(link).toContainText(`0:${String(second).padStart(2, '0')} — `);
  await expect(link.locator('mark').first()).toHaveText(/status code/i);
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(first.video.title!);
  await expectNoSeriousViolations(page);

  // The match opens its video at that second.
  await link.click();
  await expectPath(page, `/media/${first.video.uuid}`);
  expect(new URL(page.url()).searchParams.get('timestamp')).toBe(String(second));
  const video = main.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the player starts at the match' })
    .toBeGreaterThanOrEqual(second - 0.25);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(second + 2);

  // Nothing said: the page says so.
  await page.goBack();
  await box.fill('kubernetes operators');
  await expect(status).toHaveText('No recording mentions “kubernetes operators”.');
});
