import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { pageHeading } from './shell.ts';

/** The stored flag watch tracking keeps its records under (§9). */
export const WATCH_DATA_KEY = 'user_video_watch_data';

/** The watch-data upload (§7 POST /uservideoview), by its URL. */
export const isWatchDataPost = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === '/api/uservideoview';

/** The fields of a video (§3) the journeys read. */
export interface SeededVideo {
  id: number;
  uuid: string;
  title: string;
  description: string | null;
  transcripts_cdn_url: string | null;
  chat_cdn_url: string | null;
  video_cdn_url: string | null;
  meeting_participants: unknown[];
}

/** A watched segment of an upload (§3 watch-data record). */
export interface WatchView {
  start: number;
  stop: number;
  duration: number;
}

/** A transcript row as the demo files hold it. */
export interface TranscriptLine {
  start: number;
  text: string;
}

/**
 * The provider API as the signed-in page calls it: the page's own bearer token and API key are
 * read from its requests, so the journey checks what the server holds without a second sign-in
 * (also once the page is closed).
 */
export class MediaApi {
  private headers: Record<string, string> | null = null;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    page.on('request', (request) => {
      const headers = request.headers();
      if (new URL(request.url()).pathname.startsWith('/api/') && headers.authorization) {
        this.headers = {
          authorization: headers.authorization,
          ...(headers['x-api-key'] ? { 'x-api-key': headers['x-api-key'] } : {}),
        };
      }
    });
  }

  private async auth(): Promise<Record<string, string>> {
    await expect.poll(() => this.headers !== null, { message: 'the page sent an authorised API call' }).toBe(true);
    return this.headers!;
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.page.context().request.get(`/api${path}`, { headers: await this.auth() });
    return (await this.ok(response, path)) as T;
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    const response = await this.page.context().request.post(`/api${path}`, { headers: await this.auth(), data });
    return (await this.ok(response, path)) as T;
  }

  private async ok(response: APIResponse, path: string): Promise<unknown> {
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return response.json();
  }

  /** The caller's videos, newest first as the API lists them. */
  async videos(): Promise<SeededVideo[]> {
    const answer = await this.get<{ message: { videos: SeededVideo[] } }>('/v1/videos/?limit=10000');
    return answer.message.videos;
  }

  /** A video of the caller's library with a transcript, a chat, a description and participants. */
  async fullVideo(): Promise<SeededVideo> {
    const video = (await this.videos()).find(
      (v) =>
        v.video_cdn_url && v.transcripts_cdn_url && v.chat_cdn_url && v.description && v.meeting_participants.length,
    );
    if (!video) throw new Error('The seed gave the learner no video with a transcript, chat and participants');
    return video;
  }

  /** A video of the caller's library without a transcript, or without a chat. */
  async videoWithout(file: 'transcripts_cdn_url' | 'chat_cdn_url'): Promise<SeededVideo> {
    const video = (await this.videos()).find((v) => v.video_cdn_url && !v[file]);
    if (!video) throw new Error(`The seed gave the learner no video without ${file}`);
    return video;
  }

  /** The transcript of a video as its file holds it, in seconds. */
  async transcript(video: SeededVideo): Promise<TranscriptLine[]> {
    const response = await this.page.context().request.get(video.transcripts_cdn_url!);
    expect(response.ok()).toBe(true);
    const json = (await response.json()) as Record<string, { start: string; text: string }>;
    return Object.values(json)
      .map((row) => ({ start: seconds(row.start), text: row.text }))
      .sort((a, b) => a.start - b.start);
  }

  /**
   * Seconds of the video the server counts as watched by the caller (distinct stretches), read
   * through the upload itself: a record without segments changes nothing and answers the total.
   */
  async watchedSeconds(email: string, videoId: number): Promise<number> {
    const answer = await this.post<{ message: { watched_seconds: number } }>('/uservideoview', {
      user_email: email,
      video_id: videoId,
      watch_details: { views: [] },
    });
    return answer.message.watched_seconds;
  }
}

/** Seconds of an hh:mm:ss.mmm transcript time. */
function seconds(stamp: string): number {
  const [h, m, s] = stamp.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
}

/** A word found in at least two transcript rows (so up and down have somewhere to go), and its rows. */
export function repeatedWord(lines: TranscriptLine[]): { word: string; rows: number[] } {
  const words = new Set(lines.flatMap((line) => line.text.toLowerCase().match(/[a-z]{4,}/g) ?? []));
  for (const word of words) {
    const rows = lines.flatMap((line, i) => (line.text.toLowerCase().includes(word) ? [i] : []));
    if (rows.length >= 2) return { word, rows };
  }
  throw new Error('No word occurs in two transcript rows');
}

/** Starts at /watch, signs in as `email` through the login page and waits for the Watch page. */
export async function openWatchPage(page: Page, email: string): Promise<void> {
  await signIn(page, email, { from: '/watch' });
  await expect(pageHeading(page, 'Watch')).toBeVisible();
}

/** The video page's parts. */
export function videoPage(page: Page) {
  const main = page.getByRole('main');
  return {
    video: main.locator('video'),
    search: main.getByRole('search'),
    searchBox: main.getByRole('searchbox', { name: 'Search transcript' }),
    transcript: main.getByRole('list', { name: 'Audio Transcript' }),
    share: main.getByRole('button', { name: 'Share', exact: true }),
  };
}

/** Opens /media/{uuid} (with an optional query) and waits for the player's metadata. */
export async function openVideo(page: Page, uuid: string, query = ''): Promise<void> {
  await page.goto(`/media/${uuid}${query}`);
  await expectPlayerReady(page);
}

/** Waits until the player knows the video's length. */
export async function expectPlayerReady(page: Page): Promise<void> {
  await expect
    .poll(() => videoPage(page).video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
}

/** The player's position in seconds. */
export function currentTime(page: Page): Promise<number> {
  return videoPage(page).video.evaluate((v: HTMLVideoElement) => v.currentTime);
}

/** Whether the player is paused. */
export function paused(page: Page): Promise<boolean> {
  return videoPage(page).video.evaluate((v: HTMLVideoElement) => v.paused);
}

/** Waits until the position is within half a second of `seconds`. */
export async function expectPosition(page: Page, seconds: number): Promise<void> {
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(seconds - 0.5);
  await expect.poll(() => currentTime(page)).toBeLessThanOrEqual(seconds + 0.5);
}

/** plyr's play / pause button of the control bar, named Play or Pause by its state. */
export function playButton(page: Page, name: 'Play' | 'Pause'): Locator {
  return page.getByRole('main').locator('.plyr__controls').getByRole('button', { name, exact: true });
}

/** Plays with plyr's own Play control and waits until the position moves. */
export async function play(page: Page): Promise<void> {
  const before = await currentTime(page);
  await playButton(page, 'Play').click();
  await expect.poll(() => currentTime(page), { message: 'the video plays' }).toBeGreaterThan(before + 0.5);
}

/** Pauses with plyr's own Pause control. */
export async function pause(page: Page): Promise<void> {
  await playButton(page, 'Pause').click();
  await expect.poll(() => paused(page)).toBe(true);
}

/** The stored watch records (§9 user_video_watch_data), as the page holds them. */
export async function storedWatchData(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, WATCH_DATA_KEY);
}

/** A transcript row of the side panel by its index. */
export function transcriptRow(page: Page, index: number): Locator {
  return videoPage(page).transcript.locator(`[data-row="${index}"]`).getByRole('button');
}
