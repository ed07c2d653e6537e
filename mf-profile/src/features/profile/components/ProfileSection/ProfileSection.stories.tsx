import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Body1 } from '@fluentui/react-components';
import { ProfileSection } from './ProfileSection';

const meta = {
  title: 'Profile/ProfileSection',
  component: ProfileSection,
  args: { title: 'About Me', children: <Body1>In my free time, I enjoy rock climbing.</Body1> },
} satisfies Meta<typeof ProfileSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card. */
export const Default: Story = {};
