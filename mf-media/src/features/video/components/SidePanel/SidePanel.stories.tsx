import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fireEvent, screen } from 'storybook/test';
import type { ChatRow, TranscriptRow } from '@cedar/shared/domain';
import { messages } from '../../../../messages';
import { storyChat, storyTranscript } from '../../story-data';
import { SidePanel } from './SidePanel';

const meta = {
  title: 'Media/Video/SidePanel',
  component: SidePanel,
  args: {
    transcript: storyTranscript,
    chat: storyChat,
    currentTime: 6,
    matches: [],
    currentMatch: null,
    onSeek: () => {},
  },
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Audio Transcript with the current row highlighted; scroll it to see Resume Transcript Auto-Scroll. */
export const Transcript: Story = {};
/** Search matches highlighted. */
export const WithMatches: Story = { args: { matches: [0, 2], currentMatch: 2 } };
/** Files loading. */
export const Loading: Story = { args: { transcript: undefined, chat: undefined } };
/** No transcript: 'Audio transcription for this video is unavailable' (choose Chat History for its message). */
export const Unavailable: Story = { args: { transcript: null, chat: null } };

const t = messages.videoPage;
const SENTENCES = [
  'Arrays keep their items in order.',
  'An index starts at zero.',
  'A loop walks through each item.',
  'Map returns a new array of the same length.',
  'Filter keeps the items that pass a test.',
];
/** A class's worth of rows, so the list scrolls. */
const longTranscript: TranscriptRow[] = Array.from({ length: 40 }, (_, i) => ({
  start: i * 5,
  end: i * 5 + 4,
  text: SENTENCES[i % SENTENCES.length]!,
}));
const CHAT = [
  ['Ada', 'Hello everyone'],
  ['Guest Bob', 'Is the recording on?'],
  ['Grace', 'Why does the index start at zero?'],
  ['Ada', 'It counts the steps from the start.'],
  ['Guest Bob', 'What about maps?'],
  ['Grace', 'Map gives a new array, the old one stays.'],
  ['Ada', 'Thanks!'],
] as const;
const longChat: ChatRow[] = CHAT.map(([name, text], i) => ({ time: 20 + i * 25, name, text }));

/** The chat replay in sync: Chat History with the message of the moment (1:30) highlighted and followed. */
export const ChatHistoryCurrentRow: Story = {
  args: { transcript: longTranscript, chat: longChat, currentTime: 90 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t.panelTab }));
    // The options open in a portal, outside the story's canvas.
    await userEvent.click(await screen.findByRole('option', { name: t.chatHistory }));
    const list = await canvas.findByRole('list', { name: t.chatHistory });
    await expect(list.querySelector('[aria-current="true"]')).toHaveTextContent('Why does the index start at zero?');
  },
};
/** Scrolled by hand: auto-scroll stops and 'Resume Transcript Auto-Scroll' brings the current row back. */
export const AutoScrollOff: Story = {
  args: { transcript: longTranscript, chat: longChat, currentTime: 120 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: t.audioTranscript });
    fireEvent.wheel(list, { deltaY: -400 });
    list.scrollTop = 0;
    await expect(await canvas.findByRole('button', { name: t.resumeAutoScroll })).toBeVisible();
  },
};
