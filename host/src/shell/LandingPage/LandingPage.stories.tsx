import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Shell/LandingPage',
  component: LandingPage,
  args: { onLogIn: fn() },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: logo, Log In, the looping muted promo video and the IT support line. */
export const SignedOut: Story = {};
/** Another support address from the portal configuration. */
export const CustomSupportAddress: Story = { args: { supportEmail: 'it-help@school.academy' } };
/** No video configured: the poster stands in. */
export const PosterOnly: Story = { args: { videoSrc: null } };
/** The video cannot be loaded: the poster stays. */
export const BrokenVideo: Story = { args: { videoSrc: '/does-not-exist.webm' } };
