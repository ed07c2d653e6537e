import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, waitFor } from 'storybook/test';
import type { Participant } from '../../../../lib/types';
import { messages } from '../../../../messages';
import { uniqueParticipants } from '../../lib/participants';
import { storyVideo } from '../../story-data';
import { ParticipantsDialog } from './ParticipantsDialog';

const t = messages.videoPage;

/** Account holders (linked to their profile) and guests (name only). */
const participants: Participant[] = [
  ...uniqueParticipants(storyVideo.meeting_participants),
  {
    id: 'p3',
    name: 'Grace Hopper',
    mycedar_user_info: {
      email: 'grace@cedar.test',
      first_name: 'Grace',
      last_name: 'Hopper',
      preferred_name: null,
      given_name: null,
      user_image_url: null,
    },
  },
  { id: 'p4', name: 'Dial-in 0207', mycedar_user_info: null },
];

const meta = {
  title: 'Media/Video/ParticipantsDialog',
  component: ParticipantsDialog,
  args: { participants },
} satisfies Meta<typeof ParticipantsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar stack (at most 8, 32 px) that opens the dialog. */
export const Stack: Story = {};
/** Open: the count, and each participant with an avatar; account holders link to /profile/{useremail}, guests do not. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.participantsCount(participants.length) }));
    // The dialog opens in a portal, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: t.participantsCount(participants.length) });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('link', { name: 'Grace' })).toHaveAttribute(
      'href',
      expect.stringContaining('/profile/grace@cedar.test'),
    );
  },
};
/** One participant: '1 Participant'. */
export const OneParticipant: Story = {
  args: { participants: participants.slice(0, 1) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.participantsCount(1) }));
    const dialog = await screen.findByRole('dialog', { name: '1 Participant' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
/** More than 8: the stack shows 8 avatars and '+N'; the dialog lists everyone. */
export const Many: Story = {
  args: {
    participants: Array.from({ length: 12 }, (_, i) => ({
      id: `m${i}`,
      name: `Learner ${i + 1}`,
      mycedar_user_info: null,
    })),
  },
};
