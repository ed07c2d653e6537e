import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient, readWatchRecords, resetApiClient, saveWatchViews } from '@cedar/shared/api';
import { apiHandler, server } from '@cedar/shared/testing';
import { useWatchDataOutbox } from './use-watch-data-outbox';

const seg = { start: 0, stop: 31, duration: 31 };

function renderAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useWatchDataOutbox(), { wrapper });
}

describe('useWatchDataOutbox', () => {
  let uploads: unknown[];
  beforeEach(() => {
    localStorage.clear();
    resetApiClient();
    configureApiClient({ apiKey: 'k', getAccessToken: () => 't' });
    uploads = [];
    server.use(
      apiHandler('post', '/uservideoview', async ({ request }) => {
        uploads.push(await request.json());
        return HttpResponse.json({ message: { video_id: 7, watched_seconds: 31, segments: 1 } });
      }),
    );
  });

  it('uploads a stored record from a page that is not a video page, and forgets it once acknowledged', async () => {
    saveWatchViews('learner@cedar.test', 7, [seg], 31);
    renderAt('/profile/learner@cedar.test');
    await waitFor(() => expect(readWatchRecords()).toEqual([]));
    expect(uploads).toEqual([
      { user_email: 'learner@cedar.test', video_id: 7, watch_details: { views: [seg], position: 31 } },
    ]);
  });

  it('leaves it to the video page on a video page', async () => {
    saveWatchViews('learner@cedar.test', 7, [seg], 31);
    renderAt('/media/abc');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uploads).toEqual([]);
    expect(readWatchRecords()).toHaveLength(1);
  });
});
