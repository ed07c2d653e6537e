import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SharePopup } from './SharePopup';

const meta = {
  title: 'Media/Video/SharePopup',
  component: SharePopup,
  args: { url: 'https://cedar.example/media/00000000-0000-4000-8000-000000000001', currentTime: () => 754 },
} satisfies Meta<typeof SharePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open it: 288 px, 'Start at 00:12:34' adds ?timestamp=754, Copy Link turns into 'Link Copied!'. */
export const Share: Story = {};
