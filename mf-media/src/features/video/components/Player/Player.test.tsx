import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { storyTranscript } from '../../story-data';
import { Player } from './Player';

const created: Array<{ speed: number; toggleCaptions: jest.Mock; toggleControls: jest.Mock }> = [];
jest.mock('../../lib/load-plyr', () => ({
  loadPlyr: () => ({
    Plyr: class {
      elements = {};
      speed = 1;
      playing = true;
      toggleCaptions = jest.fn();
      toggleControls = jest.fn();
      constructor() {
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

  it('a double tap skips 10 s; a single tap shows the controls', async () => {
    renderPlayer();
    const video = screen.getByLabelText('Class') as HTMLVideoElement;
    // jsdom has no media pipeline: a plain, writable position.
    Object.defineProperty(video, 'currentTime', { value: 0, writable: true });
    await userEvent.click(screen.getByRole('button', { name: '+10 s' }));
    expect(created[0]!.toggleControls).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: '+10 s' }));
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
