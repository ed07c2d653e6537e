import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { uiMessages } from '@cedar/shared/ui';
import { messages } from '../messages';
import { MEDIA_SESSION } from '../test-support/session';
import { fullVideo, videoHandlers } from '../test-support/video-fixtures';
import { saveWatchViews } from '@cedar/shared/api';
import VideoPage from './VideoPage';

jest.mock('../features/video/lib/load-plyr', () => ({
  loadPlyr: () => ({
    Plyr: class {
      elements = {};
      on() {}
      destroy() {}
    },
    iconUrl: '',
  }),
}));

const t = messages.videoPage;
// Full pages on a busy two-core machine.
jest.setTimeout(20_000);

function renderPage(handlers = videoHandlers(), route = `/media/${fullVideo.uuid}`) {
  return renderWithPortal(<VideoPage />, { route, path: '/media/:videoUUId', handlers, session: MEDIA_SESSION });
}

describe('VideoPage', () => {
  it('shows a spinner, then the title, date, participants, description and tags', async () => {
    renderPage();
    expect(screen.getByText(t.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: fullVideo.title! })).toBeInTheDocument();
    expect(screen.getByText('Sunday, September 13 | 3:00 pm UTC')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.participantsCount(2) }));
    // hidden: under a busy machine the focus trap's aria-hidden can catch the dialog itself.
    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 10_000 });
    expect(within(dialog).getByText(t.participantsCount(2))).toBeInTheDocument();
    expect(within(dialog).getByText('Addie').closest('a')).toHaveAttribute('href', '/profile/ada@cedar.test');
    expect(within(dialog).getByText('Guest Bob').closest('a')).toBeNull();
    await userEvent.click(within(dialog).getByText(t.close));
    await userEvent.click(screen.getByRole('button', { name: t.showMore }));
    expect(screen.getByRole('button', { name: t.showLess })).toBeInTheDocument();
    expect(screen.getByText('arrays')).toBeInTheDocument();
  });

  it("says the recording isn't available, with a link back to Watch, for an unknown or archived id", async () => {
    renderPage(videoHandlers(null));
    expect(await screen.findByText(t.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToWatch })).toHaveAttribute('href', '/watch');
    expect(screen.queryByText(t.loading)).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the video fails to load; Retry loads it', async () => {
    let failing = true;
    renderPage([
      // Until Retry, the video call fails; then the video's own handler answers.
      apiHandler('get', '/v1/videos/', () =>
        failing ? HttpResponse.json({ message: 'Server error' }, { status: 503 }) : undefined,
      ),
      ...videoHandlers(),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadFailed);
    expect(screen.queryByText(t.unavailable)).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: uiMessages.retry }));
    expect(await screen.findByRole('heading', { name: fullVideo.title! })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the transcript and the chat history', async () => {
    renderPage();
    const transcript = await screen.findByRole('list', { name: t.audioTranscript });
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(3);
    expect(within(transcript).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('combobox', { name: t.panelTab }));
    await userEvent.click(screen.getByRole('option', { name: t.chatHistory }));
    const chat = await screen.findByRole('list', { name: t.chatHistory });
    expect(within(chat).getByText('What about maps?')).toBeInTheDocument();
  });

  it('searches the transcript: position/total, stepping, No results found', async () => {
    renderPage();
    await screen.findByRole('list', { name: t.audioTranscript });
    const box = screen.getByRole('searchbox', { name: t.searchPlaceholder });
    await userEvent.type(box, 'arrays{Enter}');
    expect(screen.getByText('1/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.nextMatch }));
    expect(screen.getByText('2/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.nextMatch }));
    expect(screen.getByText('1/2')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'zebra{Enter}');
    expect(screen.getByText(t.noResults)).toBeInTheDocument();
  });

  it('highlights matches while typing without moving the playhead; stepping and clicking a match seek', async () => {
    renderPage();
    const transcript = await screen.findByRole('list', { name: t.audioTranscript });
    const video = document.querySelector('video')!;
    act(() => {
      video.currentTime = 30;
    });
    const box = screen.getByRole('searchbox', { name: t.searchPlaceholder });
    // Typing alone finds the matches (at 0 s and 10 s), and the learner keeps their place.
    await userEvent.type(box, 'arrays');
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(video.currentTime).toBe(30);
    await userEvent.type(box, '{Enter}');
    expect(video.currentTime).toBe(30);
    // ↓ and ↑, as buttons or keys in the box, step and seek.
    await userEvent.click(screen.getByRole('button', { name: t.nextMatch }));
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(video.currentTime).toBe(10);
    await userEvent.type(box, '{ArrowUp}');
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(video.currentTime).toBe(0);
    await userEvent.type(box, '{ArrowDown}');
    expect(video.currentTime).toBe(10);
    // Clicking a row seeks to it.
    await userEvent.click(within(transcript).getByText('Loops walk through each item.'));
    expect(video.currentTime).toBe(5);
  });

  it('turns auto-scroll off on scroll and offers to resume it', async () => {
    renderPage();
    const transcript = await screen.findByRole('list', { name: t.audioTranscript });
    fireEvent.wheel(transcript);
    await userEvent.click(await screen.findByRole('button', { name: t.resumeAutoScroll }));
    expect(screen.queryByRole('button', { name: t.resumeAutoScroll })).not.toBeInTheDocument();
  });

  it('shows every unavailable message without a transcript or chat', async () => {
    renderPage(videoHandlers(fullVideo, { transcript: { 0: { start: '0:00', end: '', text: 'bad' } }, chat: null }));
    expect(await screen.findByText(t.transcriptUnavailable)).toBeInTheDocument();
    expect(screen.getByText(t.captionsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: t.searchUnavailable })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: t.panelTab }));
    await userEvent.click(screen.getByRole('option', { name: t.chatHistory }));
    expect(await screen.findByText(t.chatUnavailable)).toBeInTheDocument();
  });

  it('shares a link, with the start time when asked, and confirms the copy', async () => {
    const user = userEvent;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(videoHandlers(), `/media/${fullVideo.uuid}?timestamp=42`);
    await user.click(await screen.findByRole('button', { name: t.share }));
    const url = `${window.location.origin}/media/${fullVideo.uuid}`;
    expect(await screen.findByRole('textbox', { name: t.share }, { timeout: 10_000 })).toHaveValue(url);
    await user.click(screen.getByRole('checkbox', { name: /Start at/ }));
    expect(screen.getByRole('textbox', { name: t.share })).toHaveValue(`${url}?timestamp=0`);
    await user.click(screen.getByRole('button', { name: t.copyLink }));
    expect(writeText).toHaveBeenCalledWith(`${url}?timestamp=0`);
    expect(screen.getByRole('button', { name: t.linkCopied })).toBeInTheDocument();
  });

  describe('resume', () => {
    let play: jest.SpyInstance;
    beforeEach(() => {
      localStorage.clear();
      play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    });
    afterEach(() => play.mockRestore());

    const stopped = { ...fullVideo, resume_at: 754 };

    it('offers to resume where the learner stopped; choosing it seeks there and plays', async () => {
      renderPage(videoHandlers(stopped));
      await userEvent.click(await screen.findByRole('button', { name: t.resumeFrom('12:34') }));
      expect(document.querySelector('video')!.currentTime).toBe(754);
      expect(play).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: t.resumeFrom('12:34') })).not.toBeInTheDocument();
    });

    it('prefers the position of a record not yet sent, and can be dismissed', async () => {
      saveWatchViews('learner@cedar.test', fullVideo.id, [{ start: 0, stop: 30, duration: 30 }], 3725);
      renderPage(videoHandlers(stopped));
      expect(await screen.findByRole('button', { name: t.resumeFrom('1:02:05') })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: t.dismissResume }));
      expect(screen.queryByRole('group', { name: t.resumeFrom('1:02:05') })).not.toBeInTheDocument();
      expect(play).not.toHaveBeenCalled();
    });

    it('goes once the video plays past the point', async () => {
      renderPage(videoHandlers({ ...fullVideo, resume_at: 20 }));
      await screen.findByRole('button', { name: t.resumeFrom('0:20') });
      const video = document.querySelector('video')!;
      act(() => {
        video.currentTime = 21;
        video.dispatchEvent(new Event('timeupdate'));
      });
      expect(screen.queryByRole('button', { name: t.resumeFrom('0:20') })).not.toBeInTheDocument();
    });

    it('starts afresh on another video', async () => {
      const { router } = renderPage(videoHandlers(stopped));
      await userEvent.click(await screen.findByRole('button', { name: t.dismissResume }));
      await act(() => router.navigate('/media/another-recording'));
      expect(await screen.findByRole('button', { name: t.resumeFrom('12:34') })).toBeInTheDocument();
    });

    it('is not offered when a link gives the start time, or when there is nothing to resume', async () => {
      renderPage(videoHandlers(stopped), `/media/${fullVideo.uuid}?timestamp=42`);
      await screen.findByRole('heading', { name: fullVideo.title! });
      expect(screen.queryByRole('button', { name: /^Resume from/ })).not.toBeInTheDocument();
    });
  });

  it('downloads the transcript as WebVTT and as text with times', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:transcript';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPage();
    await screen.findByRole('list', { name: t.audioTranscript });
    // The captions track is a blob too; only the downloads count from here.
    blobs.length = 0;
    await userEvent.click(screen.getByRole('button', { name: t.downloadTranscript }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t.downloadTxt }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: t.downloadTranscript }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t.downloadVtt }, { timeout: 10_000 }));
    expect(names).toEqual(['Class 1 - Arrays and loops.txt', 'Class 1 - Arrays and loops.vtt']);
    expect(await blobs[0]!.text()).toBe(
      '[00:00:00] Welcome to the class on arrays.\n[00:00:05] Loops walk through each item.\n[00:00:10] Arrays can hold any value.\n',
    );
    expect(await blobs[1]!.text()).toMatch(/^WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nWelcome/);
    click.mockRestore();
  });

  it('offers no transcript download without a transcript', async () => {
    renderPage(videoHandlers(fullVideo, { transcript: null }));
    expect(await screen.findByText(t.transcriptUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.downloadTranscript })).not.toBeInTheDocument();
  });

  it('plays, skips and searches from the keyboard', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderPage();
    await screen.findByRole('list', { name: t.audioTranscript });
    const video = document.querySelector('video')!;
    await userEvent.keyboard('k');
    expect(play).toHaveBeenCalledTimes(1);
    act(() => {
      video.currentTime = 30;
    });
    await userEvent.keyboard('j');
    expect(video.currentTime).toBe(20);
    await userEvent.keyboard('l');
    expect(video.currentTime).toBe(30);
    await userEvent.keyboard('/');
    const box = screen.getByRole('searchbox', { name: t.searchPlaceholder });
    expect(box).toHaveFocus();
    // Typed into the box, the same keys are text.
    await userEvent.keyboard('loops');
    expect(box).toHaveValue('loops');
    expect(video.currentTime).toBe(30);
    play.mockRestore();
  });
});
