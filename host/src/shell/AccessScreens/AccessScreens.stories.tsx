import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import {
  GenericNoAccessScreen,
  LoginFailureScreen,
  NoAccessScreen,
  NoCourseScreen,
  UnauthorizedPage,
} from './AccessScreens';

const meta = {
  title: 'Shell/AccessScreens',
  component: NoAccessScreen,
  args: { email: 'new.learner@cedar.test', onSignOut: fn() },
} satisfies Meta<typeof NoAccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, no access to MyCedar yet. */
export const NoAccess: Story = {};
/** A very long address wraps. */
export const NoAccessLongEmail: Story = {
  args: { email: 'a.very.long.first.name.and.last.name@subdomain.school.academy' },
};
/** Signed in, no course at all. */
export const NoCourse: Story = { render: (args) => <NoCourseScreen email={args.email} onSignOut={args.onSignOut} /> };
/** Login failed. */
export const LoginFailure: Story = { render: () => <LoginFailureScreen /> };
/** Login failed, with Try Again. */
export const LoginFailureWithRetry: Story = { render: () => <LoginFailureScreen onRetry={fn()} /> };
/** The generic no-access screen. */
export const GenericNoAccess: Story = { render: () => <GenericNoAccessScreen /> };
/** /unauthorized inside a shell's content pane. */
export const Unauthorized: Story = { render: () => <UnauthorizedPage onGoHome={fn()} /> };
