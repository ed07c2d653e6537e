import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { messages } from '../../../../messages';
import { MobileControls } from './MobileControls';

const t = messages.videoPage;

const meta = {
  title: 'Media/Video/MobileControls',
  component: MobileControls,
  // The layer sits over the player; a phone-sized dark frame stands in for it.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 360, aspectRatio: '16 / 9', background: 'black' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    captionsAvailable: true,
    captionsOn: true,
    speed: 1,
    onSkip: fn(),
    onShowControls: fn(),
    onCaptions: fn(),
    onSpeed: fn(),
  },
} satisfies Meta<typeof MobileControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The layer: double-tap zones (left -10 s, right +10 s; a lone tap shows the controls) and the Additional Controls button. */
export const Layer: Story = {};
/** Additional Controls open with captions available: the Closed Captions switch and the speeds, 1.5x chosen. */
export const AdditionalControls: Story = {
  args: { speed: 1.5 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.additionalControls }));
    // The dialog opens in a portal, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: t.additionalControls });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('switch', { name: t.closedCaptions })).toBeChecked();
    await expect(screen.getByRole('radio', { name: '1.5x' })).toBeChecked();
  },
};
/** Additional Controls open without a transcript: 'Closed Captions are not available', and the speeds. */
export const AdditionalControlsCaptionsUnavailable: Story = {
  args: { captionsAvailable: false, captionsOn: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.additionalControls }));
    const note = await screen.findByText(t.captionsUnavailable);
    await waitFor(() => expect(note).toBeVisible());
    await expect(screen.getByRole('radio', { name: t.normalSpeed })).toBeChecked();
  },
};
/** A double tap on the right zone: the player skips 10 s forward (see the onSkip action). */
export const DoubleTapForward: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const forward = canvas.getByRole('button', { name: '+10 s' });
    await userEvent.dblClick(forward);
    await expect(args.onSkip).toHaveBeenCalledWith(10);
  },
};
