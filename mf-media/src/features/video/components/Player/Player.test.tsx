import { createRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { storyTranscript } from '../../story-data';
import { Player, type PlayerHandle } from './Player';

const created: Array<{
  speed: number;
  options: Record<string, unknown>;
  toggleCaptions: jest.Mock;
  toggleControls: jest.Mock;
  fullscreen: { toggle: jest.Mock };
}> = [];
jest.mock('../../lib/load-plyr', () => ({
  loadPlyr: () => ({
    Plyr: class {
      elements = {};
      speed = 1;
      playing = true;
      toggleCaptions = jest.fn();
      toggleControls = jest.fn();
      fullscreen = { toggle: jest.fn() };
      options: Record<string, unknown>;
      constructor(_media: unknown, options: Record<string, unknown>) {
        this.options = options;
        created.push(this);
      }
      on() {}
      destroy() {}
    },
    iconUrl: '',
  }),
}));

const t = messages.videoPage;
jest.setTimeout(20_000);

function renderPlayer(captions = storyTranscript) {
  return renderWithPortal(
    <Player src="http://cdn.test/rec.mp4" title="Class" captions={captions} startAt={null} markers={[]} compact />,
  );
}

describe('Player (mobile layout)', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('a double tap skips 10 s without showing the controls; a lone tap shows them after 550 ms', async () => {
    renderPlayer();
    const video = screen.getByLabelText('Class') as HTMLVideoElement;
    // jsdom has no media pipeline: a plain, writable position.
    Object.defineProperty(video, 'currentTime', { value: 0, writable: true });
    const forward = screen.getByRole('button', { name: '+10 s' });
    await userEvent.click(forward);
    await userEvent.click(forward);
    expect(video.currentTime).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(created[0]!.toggleControls).not.toHaveBeenCalledWith(true);
    await userEvent.click(forward);
    expect(created[0]!.toggleControls).not.toHaveBeenCalledWith(true);
    // After the single-tap wait, and plyr's own reaction to the tap's mouse events (a zero-delay timer).
    await waitFor(() => expect(created[0]!.toggleControls).toHaveBeenCalledWith(true));
    expect(video.currentTime).toBe(10);
  });

  it('Additional Controls holds closed captions and playback speed', async () => {
    renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: t.additionalControls }));
    const toggle = await screen.findByRole('switch', { name: t.closedCaptions, hidden: true }, { timeout: 10_000 });
    await userEvent.click(toggle);
    expect(created[0]!.toggleCaptions).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('radio', { name: '1.5x', hidden: true }));
    expect(created[0]!.speed).toBe(1.5);
  });

  it('says when closed captions are not available', async () => {
    renderPlayer(null as never);
    await userEvent.click(screen.getByRole('button', { name: t.additionalControls }));
    expect(await screen.findByText(t.captionsUnavailable, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('Player handle', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it("leaves the keys to the page's shortcuts and plays, skips, toggles captions and full screen", () => {
    const ref = createRef<PlayerHandle>();
    renderWithPortal(
      <Player src={null} title="Class" captions={storyTranscript} startAt={null} markers={[]} playerRef={ref} />,
    );
    expect(created[0]!.options.keyboard).toEqual({ focused: false, global: false });
    const video = document.querySelector('video')!;
    expect(video.querySelector('source')).toBeNull();
    Object.defineProperty(video, 'currentTime', { value: 5, writable: true });
    Object.defineProperty(video, 'duration', { value: 60 });
    const play = jest.spyOn(video, 'play').mockResolvedValue(undefined);
    const pause = jest.spyOn(video, 'pause').mockImplementation(() => {});
    ref.current!.skip(-10);
    expect(video.currentTime).toBe(0);
    ref.current!.seek(55);
    ref.current!.skip(10);
    expect(video.currentTime).toBe(60);
    ref.current!.togglePlay();
    expect(play).toHaveBeenCalled();
    Object.defineProperty(video, 'paused', { value: false });
    ref.current!.togglePlay();
    expect(pause).toHaveBeenCalled();
    ref.current!.toggleCaptions();
    expect(created[0]!.toggleCaptions).toHaveBeenCalledWith();
    ref.current!.toggleFullscreen();
    expect(created[0]!.fullscreen.toggle).toHaveBeenCalled();
  });

  it('has no captions to toggle without a transcript', () => {
    const ref = createRef<PlayerHandle>();
    renderWithPortal(<Player src={null} title="Class" captions={null} startAt={null} markers={[]} playerRef={ref} />);
    ref.current!.toggleCaptions();
    expect(created[0]!.toggleCaptions).not.toHaveBeenCalled();
  });
});

describe('Player captions', () => {
  it('come from the transcript as a blob: WebVTT track (the CSP allows media from blob:), revoked on unmount', async () => {
    const blobs: Blob[] = [];
    const revoke = jest.fn();
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:captions';
      }),
      revokeObjectURL: revoke,
    });
    const { container, unmount } = renderPlayer();
    await screen.findByRole('button', { name: t.additionalControls });
    const track = container.querySelector('track');
    expect(track?.getAttribute('src')).toBe('blob:captions');
    expect(blobs[0]!.type).toBe('text/vtt');
    expect(await blobs[0]!.text()).toMatch(/^WEBVTT\n\n1\n/);
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:captions');
  });

  it('are not offered without a transcript', () => {
    const { container } = renderPlayer([]);
    expect(container.querySelector('track')).toBeNull();
  });
});
