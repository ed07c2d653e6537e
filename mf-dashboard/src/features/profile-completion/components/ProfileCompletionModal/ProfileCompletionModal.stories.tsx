import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProfileCompletionModal } from './ProfileCompletionModal';

const meta = {
  title: 'Dashboard/Profile-completion modal',
  component: ProfileCompletionModal,
  args: { open: true, onClose: () => {}, onCreateProfile: () => {} },
} satisfies Meta<typeof ProfileCompletionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Create a MyCedar Profile' with Create Profile. */
export const Open: Story = {};
/** Dismissed or not needed: nothing shows. */
export const Closed: Story = { args: { open: false } };
