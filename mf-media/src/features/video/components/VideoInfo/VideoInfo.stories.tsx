import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { messages } from '../../../../messages';
import { storyVideo } from '../../story-data';
import { VideoDetails, VideoHeader } from './VideoInfo';

const meta = {
  title: 'Media/Video/VideoInfo',
  component: VideoHeader,
  args: { video: storyVideo, timeZone: 'America/Chicago' },
} satisfies Meta<typeof VideoHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, 'dddd, MMMM D | h:mm a z' date and the avatar stack opening the participants dialog. */
export const Header: Story = {};
/** Ten participants: 8 avatars and +2. */
export const ManyParticipants: Story = {
  args: {
    video: {
      ...storyVideo,
      meeting_participants: Array.from({ length: 10 }, (_, i) => ({
        id: String(i),
        name: `Learner ${i + 1}`,
        mycedar_user_info: null,
      })),
    },
  },
};
/** Description with Show More / Show Less, and tags. */
export const Details: Story = { render: (args) => <VideoDetails video={args.video} /> };
/** The description expanded by Show More: the whole text, and Show Less to fold it again. */
export const DescriptionExpanded: Story = {
  render: (args) => <VideoDetails video={args.video} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: messages.videoPage.showMore }));
    await expect(canvas.getByRole('button', { name: messages.videoPage.showLess })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
/** Short description: no Show More. */
export const ShortDescription: Story = {
  render: (args) => <VideoDetails video={{ ...args.video, description: 'Arrays.' }} />,
};
