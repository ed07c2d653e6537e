import type { Meta, StoryObj } from '@storybook/react-webpack5';
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
