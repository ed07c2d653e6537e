import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProfileSkeleton } from './ProfileSkeleton';

const meta = {
  title: 'Profile/ProfileSkeleton',
  component: ProfileSkeleton,
} satisfies Meta<typeof ProfileSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page while the profile loads. */
export const Loading: Story = {};
