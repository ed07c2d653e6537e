import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen } from 'storybook/test';
import { learnerUser } from '../test-support/shell-fixtures';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  args: { user: learnerUser, onMyProfile: fn(), onSignOut: fn() },
  // Opens the menu so its items, the usage-analytics setting among them, show.
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await expect(await screen.findByRole('menuitemcheckbox')).toBeInTheDocument();
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with usage analytics on (the default). */
export const Open: Story = {
  beforeEach: () => {
    localStorage.removeItem('cedar_analytics_consent');
  },
};

/** Open, after the user turned usage analytics off: the tag manager no longer loads. */
export const AnalyticsOff: Story = {
  beforeEach: () => {
    localStorage.setItem('cedar_analytics_consent', 'denied');
    return () => localStorage.removeItem('cedar_analytics_consent');
  },
};

/** Open, in a browser sending Global Privacy Control: the setting is off and locked. */
export const GlobalPrivacyControl: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    return () => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    };
  },
};
