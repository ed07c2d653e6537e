import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { learnerProfile } from '../../fixtures';
import { ConnectSection } from './ConnectSection';

const meta = {
  title: 'Profile/ConnectSection',
  component: ConnectSection,
  args: { profile: learnerProfile },
} satisfies Meta<typeof ConnectSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Slack and the incomplete Portfolio row are skipped; Mastodon gets the default icon. */
export const Links: Story = {};
/** Every known network. */
export const EveryNetwork: Story = {
  args: {
    profile: {
      user_social_media_links: [
        'Instagram',
        'LinkedIn',
        'GitHub',
        'Facebook',
        'Twitter',
        'Twitch',
        'Personal Website',
        'YouTube',
        'Discord',
        'Portfolio',
        'TikTok',
      ].map((name, index) => ({ id: String(index), name, link: `https://example.com/${index}` })),
    },
  },
};
