import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AuthErrorScreen, AuthLoader } from './AuthScreens';

const meta = {
  title: 'Shell/AuthScreens',
  component: AuthErrorScreen,
  args: { onRetry: fn() },
} satisfies Meta<typeof AuthErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Authenticating with the identity provider. */
export const Authenticating: Story = { render: () => <AuthLoader /> };
/** Sign Out is under way: the pages are gone until the provider has ended the session. */
export const SigningOut: Story = { render: () => <AuthLoader label="Signing you out..." /> };
/** An authentication error. */
export const AuthError: Story = {};
/** An authentication error with a session to sign out of. */
export const AuthErrorWithSignOut: Story = { args: { onSignOut: fn() } };
/** Signing in again is under way. */
export const Retrying: Story = { args: { retrying: true } };
