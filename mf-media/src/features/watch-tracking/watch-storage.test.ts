import { HttpResponse } from 'msw';
import { configureApiClient, resetApiClient } from '@cedar/shared/api';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import { apiHandler, server } from '@cedar/shared/testing';
import { flushStoredRecords, forgetSent, readStoredRecords, saveViews, storedPosition } from './watch-storage';

const seg = (start: number, stop: number) => ({ start, stop, duration: stop - start });

describe('watch storage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetApiClient();
    configureApiClient({ apiKey: 'k', getAccessToken: () => 't' });
  });

  it('keeps one record per video, appending new segments once', () => {
    saveViews('a@x.test', 1, [seg(0, 30)]);
    saveViews('a@x.test', 1, [seg(0, 30), seg(30, 40)]);
    saveViews('a@x.test', 2, [seg(5, 50)]);
    expect(readStoredRecords()).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30), seg(30, 40)] } },
      { user_email: 'a@x.test', video_id: 2, watch_details: { views: [seg(5, 50)] } },
    ]);
  });

  it('reads the single-record shape too', () => {
    localStorage.setItem(
      STORAGE_KEYS.videoWatchData,
      JSON.stringify({ user_email: 'a', video_id: 3, watch_details: { views: [seg(0, 31)] } }),
    );
    expect(readStoredRecords()).toHaveLength(1);
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
    saveViews('a@x.test', 1, [seg(0, 30)]);
    await flushStoredRecords();
    expect(bodies).toEqual([{ user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30)] } }]);
    expect(keepalive).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.videoWatchData)).toBeNull();
  });

  it('keeps the record when the server fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(apiHandler('post', '/uservideoview', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    saveViews('a@x.test', 1, [seg(0, 30)]);
    await flushStoredRecords();
    expect(readStoredRecords()).toHaveLength(1);
  });

  it('carries the latest playhead as position, also without new segments', () => {
    saveViews('a@x.test', 1, [seg(0, 30)], 30);
    saveViews('a@x.test', 1, [], 95.5);
    expect(readStoredRecords()).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30)], position: 95.5 } },
    ]);
    expect(storedPosition('a@x.test', 1)).toBe(95.5);
    expect(storedPosition('a@x.test', 2)).toBeUndefined();
    expect(storedPosition('b@x.test', 1)).toBeUndefined();
  });

  it('keeps a position saved while the older one was on its way', () => {
    saveViews('a@x.test', 1, [seg(0, 30)], 30);
    const sent = readStoredRecords()[0]!;
    saveViews('a@x.test', 1, [], 50);
    forgetSent(sent);
    expect(readStoredRecords()).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [], position: 50 } },
    ]);
    forgetSent(readStoredRecords()[0]!);
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
    saveViews('a@x.test', 1, [seg(0, 30)], 31);
    await flushStoredRecords();
    expect(bodies).toEqual([
      { user_email: 'a@x.test', video_id: 1, watch_details: { views: [seg(0, 30)], position: 31 } },
    ]);
    expect(storedPosition('a@x.test', 1)).toBeUndefined();
  });
});
