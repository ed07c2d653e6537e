import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { messages } from '../../../../messages';
import { GUEST, LEARNER, MANY_LEARNERS, STAFF } from '../../../../test-support/fixtures';
import { ParticipantAvatars } from './ParticipantAvatars';

const meta = {
  title: 'Connect/ParticipantAvatars',
  component: ParticipantAvatars,
  args: { label: messages.studySessionCard.classmatesInSession, participants: [LEARNER, GUEST] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ParticipantAvatars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner (linked, blue ring) and a guest (not linked, dashed ring). */
export const Classmates: Story = {};
/** Staff have a brand-coloured ring. */
export const Staff: Story = { args: { label: messages.studySessionCard.staffInSession, participants: [STAFF] } };
/** More than six: six pictures and how many more. */
export const MoreThanSix: Story = { args: { participants: MANY_LEARNERS } };
