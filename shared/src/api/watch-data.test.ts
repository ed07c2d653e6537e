import { HttpResponse } from 'msw';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import { apiHandler, server } from '@cedar/shared/testing';
import {
  flushWatchData,
  forgetSentWatchData,
  readWatchRecords,
  saveWatchViews,
  storedWatchPosition,
} from './watch-data.ts';
import { configureApiClient, resetApiClient } from './client.ts';

const seg = (start: number, stop: number) => ({ start, stop, duration: stop - start });

describe('watch storage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetApiClient();
    configureApiClient({ apiKey: 'k', getAccessToken: () => 't' });
  });

  it('keeps one record per video, appending new segments once', () => {
    saveWatchViews('a@x.test', 1, [seg(0, 30)]);
    saveWatchViews('a@x.test', 1, [seg(0, 30), seg(30, 40)]);
    saveWatchViews('a@x.test', 2, [seg(5, 50)]);
    expect(readWatchRecords()).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30), seg(30, 40)] } },
      { user_email: 'a@x.test', video_id: 2, watch_details: { views: [seg(5, 50)] } },
    ]);
  });

  it('reads the single-record shape too', () => {
    localStorage.setItem(
      STORAGE_KEYS.videoWatchData,
      JSON.stringify({ user_email: 'a', video_id: 3, watch_details: { views: [seg(0, 31)] } }),
    );
    expect(readWatchRecords()).toHaveLength(1);
  });

  it('clears a record only after the server acknowledges it, with keepalive', async () => {
    const bodies: unknown[] = [];
    let keepalive: boolean | undefined;
    server.use(
      apiHandler('post', '/uservideoview', async ({ request }) => {
        bodies.push(await request.json());
        keepalive = request.keepalive;
        return HttpResponse.json({ message: { ok: true } });
      }),
    );
    saveWatchViews('a@x.test', 1, [seg(0, 30)]);
    await flushWatchData();
    expect(bodies).toEqual([{ user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30)] } }]);
    expect(keepalive).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.videoWatchData)).toBeNull();
  });

  it('keeps the record when the server fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(apiHandler('post', '/uservideoview', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    saveWatchViews('a@x.test', 1, [seg(0, 30)]);
    await flushWatchData();
    expect(readWatchRecords()).toHaveLength(1);
  });

  it('carries the latest playhead as position, also without new segments', () => {
    saveWatchViews('a@x.test', 1, [seg(0, 30)], 30);
    saveWatchViews('a@x.test', 1, [], 95.5);
    expect(readWatchRecords()).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30)], position: 95.5 } },
    ]);
    expect(storedWatchPosition('a@x.test', 1)).toBe(95.5);
    expect(storedWatchPosition('a@x.test', 2)).toBeUndefined();
    expect(storedWatchPosition('b@x.test', 1)).toBeUndefined();
  });

  it('keeps a position saved while the older one was on its way', () => {
    saveWatchViews('a@x.test', 1, [seg(0, 30)], 30);
    const sent = readWatchRecords()[0]!;
    saveWatchViews('a@x.test', 1, [], 50);
    forgetSentWatchData(sent);
    expect(readWatchRecords()).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [], position: 50 } },
    ]);
    forgetSentWatchData(readWatchRecords()[0]!);
    expect(localStorage.getItem(STORAGE_KEYS.videoWatchData)).toBeNull();
  });

  it('sends the position with the record', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiHandler('post', '/uservideoview', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: { ok: true } });
      }),
    );
    saveWatchViews('a@x.test', 1, [seg(0, 30)], 31);
    await flushWatchData();
    expect(bodies).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30)], position: 31 } },
    ]);
    expect(storedWatchPosition('a@x.test', 1)).toBeUndefined();
  });

  it('while an upload travels, sends at once only what was saved since, and keeps each until acknowledged', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      apiHandler('post', '/uservideoview', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        // The first upload is slow; the later one is answered at once.
        if (bodies.length === 1) await firstAnswered;
        return HttpResponse.json({ message: { ok: true } });
      }),
    );
    saveWatchViews('a@x.test', 1, [seg(0, 30)], 30);
    const first = flushWatchData();
    await new Promise((resolve) => setTimeout(resolve, 20));
    saveWatchViews('a@x.test', 1, [seg(30, 40)], 40);
    await flushWatchData();
    expect(bodies).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30)], position: 30 } },
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(30, 40)], position: 40 } },
    ]);
    // The first upload is not acknowledged yet: its segment stays stored.
    expect(readWatchRecords()).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30)] } },
    ]);
    release();
    await first;
    expect(readWatchRecords()).toEqual([]);
  });
});
