import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { KeyboardShortcuts } from './KeyboardShortcuts';

const meta = {
  title: 'Media/Video/KeyboardShortcuts',
  component: KeyboardShortcuts,
  args: { onShortcut: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof KeyboardShortcuts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button; press a shortcut key anywhere in the story (see Actions), or '?' for the list. */
export const Button: Story = {};
/** The Keyboard shortcuts dialog. */
export const Open: Story = { args: { defaultOpen: true } };
