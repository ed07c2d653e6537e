import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoadError } from './LoadError.tsx';

const meta = {
  title: 'Shared/LoadError',
  component: LoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default text. */
export const Failed: Story = {};
/** With the panel's or page's own text. */
export const CustomText: Story = { args: { text: 'The recordings could not be loaded.' } };
/** Retry pressed: loading again. */
export const Retrying: Story = { args: { busy: true } };
