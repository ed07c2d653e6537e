import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { learnerProfile } from '../../fixtures';
import { ProfileAvatar } from './ProfileAvatar';

const meta = {
  title: 'Profile/ProfileAvatar',
  component: ProfileAvatar,
  args: {
    imageUrl: learnerProfile.user_image_url,
    firstName: 'Anabel',
    lastName: 'Lopez',
    name: 'Ana Lopez',
    isOwnProfile: false,
  },
} satisfies Meta<typeof ProfileAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another person's picture: a click tells who can change it. */
export const OthersPicture: Story = {};
/** One's own picture: no popup. */
export const OwnPicture: Story = { args: { isOwnProfile: true } };
/** No picture: initials. */
export const Initials: Story = { args: { imageUrl: null } };
/** A broken picture: the fallback image. */
export const BrokenImage: Story = { args: { imageUrl: 'https://images.invalid/missing.jpg' } };
