import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PageSkeleton } from '@cedar/shared/ui';
import { learnerUser } from '../test-support/shell-fixtures';
import { LearnerShellView } from './LearnerShellView';

const meta = {
  title: 'Shell/LearnerShell',
  component: LearnerShellView,
  args: {
    user: learnerUser,
    currentPath: '/',
    isCoach: false,
    onNavigate: fn(),
    onSwitchToAcp: fn(),
    onSignOut: fn(),
    children: <PageSkeleton />,
  },
} satisfies Meta<typeof LearnerShellView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header over a page that is loading. */
export const Wide: Story = { args: { layout: 'wide' } };
/** Small screen. */
export const Compact: Story = { args: { layout: 'compact' } };
