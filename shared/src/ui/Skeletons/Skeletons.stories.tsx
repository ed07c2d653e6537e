import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CardSkeleton, PageSkeleton, TextSkeleton } from './Skeletons.tsx';

const meta = {
  title: 'Shared/Skeletons',
  component: PageSkeleton,
} satisfies Meta<typeof PageSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A whole page loading. */
export const Page: Story = { args: { cards: 6 } };
/** One card loading. */
export const Card: Story = { render: () => <CardSkeleton /> };
/** A few lines of text loading. */
export const Text: Story = { render: () => <TextSkeleton lines={4} /> };
