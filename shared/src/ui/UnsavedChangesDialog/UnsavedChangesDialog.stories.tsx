import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';

const meta = {
  title: 'Shared/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: { open: true, onCancel: fn(), onOkay: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's texts: 'Careful: You have unsaved changes'. */
export const DefaultTexts: Story = {};
/** Header and message passed by the navigation request. */
export const RequestTexts: Story = {
  args: { header: 'Leave the onboarding?', message: 'Your answers on this step are not saved yet.' },
};
