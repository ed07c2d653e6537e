import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NoticeDialog } from './NoticeDialog';

const meta = {
  title: 'Admin Console/Cohort Settings/Course Notice',
  component: NoticeDialog,
  args: { open: true, onDoubleCheck: () => {} },
} satisfies Meta<typeof NoticeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Notice shown before course associations change; Double Check closes it. */
export const Open: Story = {};
