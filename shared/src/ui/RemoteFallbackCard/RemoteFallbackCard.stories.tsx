import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RemoteFallbackCard } from './RemoteFallbackCard.tsx';

const meta = {
  title: 'Shared/RemoteFallbackCard',
  component: RemoteFallbackCard,
  args: { onRetry: fn() },
} satisfies Meta<typeof RemoteFallbackCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A remote failed to load. */
export const Failed: Story = {};
/** Retry pressed: loading again. */
export const Retrying: Story = { args: { busy: true } };
/** With the page's own texts. */
export const CustomTexts: Story = {
  args: { title: 'Watch is not available right now', text: 'Recorded sessions will be back shortly.' },
};
