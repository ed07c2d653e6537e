import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screen } from 'storybook/test';
import { type Middleware, SWRConfig } from 'swr';
import { ApiError } from '@cedar/shared/api';
import type { ChatRow, TranscriptRow } from '@cedar/shared/domain';
import { messages } from '../messages';
import type { Video } from '../lib/types';
import { MEDIA_SESSION } from '../test-support/session';
import { storyChat, storyTranscript, storyVideo } from '../features/video/story-data';
import VideoPage from './VideoPage';

type Answer = 'populated' | 'pending' | 'failed';

interface VideoPageStoryArgs {
  /** How the video info call answers. */
  answer: Answer;
  /** The video info; null when there is no video for the id. */
  video: Video | null;
  /** The transcript and chat files; null when unreadable (unavailable). */
  transcript: readonly TranscriptRow[] | null;
  chat: readonly ChatRow[] | null;
}

/**
 * Answers the page's SWR keys in place of the API and the content-delivery files, so the story
 * runs without a server.
 */
function fakeVideoApi({ answer, video, transcript, chat }: VideoPageStoryArgs): Middleware {
  const fake = async (key: unknown) => {
    const [kind] = key as readonly [string];
    if (answer === 'pending') return new Promise<never>(() => {});
    if (kind === 'media-video') {
      if (answer === 'failed') throw new ApiError(500, 'Server error', null);
      return video;
    }
    if (kind === 'media-transcript') return transcript;
    if (kind === 'media-chat') return chat;
    return null;
  };
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher ? ((() => fake(key)) as unknown as typeof fetcher) : fetcher, config);
}

// No recording file in Storybook: the player shows its controls over an empty frame.
const video: Video = { ...storyVideo, video_cdn_url: null };
const t = messages.videoPage;

const meta = {
  title: 'Media/Pages/VideoPage',
  args: { answer: 'populated', video, transcript: storyTranscript, chat: storyChat },
  parameters: {
    session: MEDIA_SESSION,
    route: `/media/${video.uuid}`,
    path: '/media/:videoUUId',
  },
  render: (args) => (
    <SWRConfig value={{ use: [fakeVideoApi(args)], provider: () => new Map() }}>
      <VideoPage />
    </SWRConfig>
  ),
} satisfies Meta<VideoPageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, date, participants, player, share, transcript download, keyboard shortcuts, search and side panel. */
export const Populated: Story = {};
/** The spinner until the video info arrives. */
export const Loading: Story = { args: { answer: 'pending' } };
/** No video for the id (unknown or archived): "This recording isn't available." and the link back to Watch. */
export const NoVideo: Story = { args: { video: null } };
/** The video info could not load: the error with Retry. */
export const LoadFailed: Story = { args: { answer: 'failed' } };
/** Opened from a timestamp link (?timestamp=42): the player starts there and no resume is offered. */
export const FromTimestampLink: Story = {
  args: { video: { ...video, resume_at: 754 } },
  parameters: { route: `/media/${video.uuid}?timestamp=42` },
};
/** Watched before: 'Resume from 12:34' over the player. */
export const ResumeOffered: Story = { args: { video: { ...video, resume_at: 754 } } };
/** Stopped past an hour in: h:mm:ss. */
export const ResumeOfferedPastAnHour: Story = { args: { video: { ...video, resume_at: 3725 } } };
/**
 * No transcript: 'Audio transcription for this video is unavailable', 'Search Unavailable',
 * 'Closed Captions are not available' and no transcript download.
 */
export const TranscriptUnavailable: Story = { args: { transcript: null } };
/** Closed captions need the transcript: the phone's Additional Controls say 'Closed Captions are not available'. */
export const CaptionsUnavailable: Story = {
  args: { transcript: null },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    // The viewport global narrows the frame in Storybook's manager only; opened on its own at a wide
    // frame the page has its desktop layout, where the note under the player says the same.
    await canvas.findByRole('heading', { level: 1 });
    const more = canvas.queryByRole('button', { name: t.additionalControls });
    if (more) await userEvent.click(more);
  },
};
/** No chat file: Chat History says 'Chat History for this video is unavailable'. */
export const ChatUnavailable: Story = {
  args: { chat: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: t.panelTab }, { timeout: 5000 }));
    // The options open in a portal, outside the story's canvas.
    await userEvent.click(await screen.findByRole('option', { name: t.chatHistory }));
  },
};
/** Chat History with the message of the moment highlighted. */
export const ChatHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: t.panelTab }, { timeout: 5000 }));
    // The options open in a portal, outside the story's canvas.
    await userEvent.click(await screen.findByRole('option', { name: t.chatHistory }));
  },
};
/** Search with results: the position/total counter, the steps and the matches highlighted. */
export const SearchWithResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: t.searchPlaceholder }), 'arrays{Enter}');
  },
};
/** Search without results: 'No results found'. */
export const SearchNoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: t.searchPlaceholder }), 'zebra{Enter}');
  },
};
/** The Keyboard shortcuts dialog (the keyboard button, or '?'). */
export const KeyboardShortcutsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.keyboardShortcuts }));
  },
};
/** The transcript download menu: .vtt or .txt. */
export const DownloadMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.downloadTranscript }));
  },
};
/** Phone width: search above the panel, double-tap skip zones, Additional Controls. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
/** Phone width, watched before: the resume offer over the player. */
export const MobileResumeOffered: Story = {
  args: { video: { ...video, resume_at: 754 } },
  globals: { viewport: { value: 'mobile1' } },
};
