import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FALLBACK_AVATAR_SRC } from '@cedar/shared/ui';
import { coachUser, learnerUser } from '../test-support/shell-fixtures';
import { LearnerHeader } from './LearnerHeader';

const meta = {
  title: 'Shell/LearnerHeader',
  component: LearnerHeader,
  args: {
    user: learnerUser,
    currentPath: '/',
    isCoach: false,
    layout: 'wide',
    onNavigate: fn(),
    onSwitchToAcp: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof LearnerHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner on Home; the avatar shows initials. */
export const LearnerOnHome: Story = {};
/** On the Watch tab. */
export const OnWatch: Story = { args: { currentPath: '/watch' } };
/** On a video page: still the Watch tab. */
export const OnVideoPage: Story = { args: { currentPath: '/media/2f9c1d' } };
/** On Connect. */
export const OnConnect: Story = { args: { currentPath: '/connect' } };
/** On a profile page: no tab is current. */
export const OnProfile: Story = { args: { currentPath: '/profile/ada.lovelace@cedar.test' } };
/** A coach: the avatar menu adds Switch to ACP. */
export const Coach: Story = { args: { user: coachUser, isCoach: true } };
/** With a profile picture. */
export const WithPicture: Story = { args: { user: { ...learnerUser, imageUrl: FALLBACK_AVATAR_SRC } } };
/** Small screen: the tabs move to the left drawer. */
export const SmallScreen: Story = {
  args: { layout: 'compact' },
};
/** Small screen, drawer open: tabs, My Profile, Sign Out, the name and e-mail. */
export const SmallScreenDrawerOpen: Story = {
  args: { layout: 'compact', currentPath: '/connect' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
  },
};
/** Small screen, coach, drawer open: the drawer adds Switch to ACP. */
export const SmallScreenCoachDrawerOpen: Story = {
  args: { layout: 'compact', user: coachUser, isCoach: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
  },
};
/** The avatar menu of a coach, open. */
export const CoachMenuOpen: Story = {
  args: { user: coachUser, isCoach: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
  },
};
