import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProfileLoadError } from './ProfileLoadError';

const meta = {
  title: 'Profile/ProfileLoadError',
  component: ProfileLoadError,
  args: { identifier: 'nobody@cedar.test' },
} satisfies Meta<typeof ProfileLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The person is unknown, hidden from the viewer, or the API failed. */
export const LoadError: Story = {};
