import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar.tsx';
import { FALLBACK_AVATAR_SRC } from './fallback-avatar.ts';

const meta = {
  title: 'Shared/Avatar',
  component: Avatar,
  args: { firstName: 'Ada', lastName: 'Lovelace', size: 64 },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile picture. */
export const WithImage: Story = { args: { imageUrl: FALLBACK_AVATAR_SRC } };
/** The address cannot be loaded: the neutral fallback image shows. */
export const BrokenImage: Story = { args: { imageUrl: '/files/avatars/does-not-exist.jpg' } };
/** No picture: first letters of first and last name. */
export const Initials: Story = { args: { imageUrl: null } };
/** The profile page size (164 px). */
export const ProfileSize: Story = { args: { imageUrl: null, size: 164 } };
/** The onboarding size (225 px). */
export const OnboardingSize: Story = { args: { imageUrl: null, size: 225 } };
