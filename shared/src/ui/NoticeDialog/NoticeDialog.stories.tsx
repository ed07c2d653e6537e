import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { NoticeDialog } from './NoticeDialog.tsx';

const meta = {
  title: 'Shared/NoticeDialog',
  component: NoticeDialog,
  args: { open: true, title: 'Sync complete', message: '3 courses added, 2 updated, 5 in all.', onClose: fn() },
} satisfies Meta<typeof NoticeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A result the user reads and closes. */
export const Result: Story = {};
/** A notice with its own button label, as before changing a cohort's courses. */
export const NamedAction: Story = {
  args: { title: 'Notice', message: 'Check the courses before saving.', actionLabel: 'Double Check' },
};
