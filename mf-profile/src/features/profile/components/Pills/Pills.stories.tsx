import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Pills } from './Pills';

const meta = {
  title: 'Profile/Pills',
  component: Pills,
  args: {
    label: 'Programming languages',
    items: ['JavaScript', 'TypeScript', 'SQL', 'Python'].map((label) => ({ key: label, label })),
  },
} satisfies Meta<typeof Pills>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A few values. */
export const Default: Story = {};
