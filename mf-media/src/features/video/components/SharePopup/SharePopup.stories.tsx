import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { messages } from '../../../../messages';
import { SharePopup } from './SharePopup';

const t = messages.videoPage;
const URL = 'https://cedar.example/media/00000000-0000-4000-8000-000000000001';

const meta = {
  title: 'Media/Video/SharePopup',
  component: SharePopup,
  args: { url: URL, currentTime: () => 754 },
} satisfies Meta<typeof SharePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the Share button. Open it: 288 px, 'Start at 00:12:34' adds ?timestamp=754, Copy Link turns into 'Link Copied!'. */
export const Share: Story = {};
/** Open, at 12:34 into the video: the plain link, 'Start at 00:12:34' unchecked and Copy Link. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.share }));
    // The popup opens in a portal, outside the story's canvas.
    await expect(await screen.findByRole('textbox', { name: t.share })).toHaveValue(URL);
  },
};
/** 'Start at' checked: the link starts at that second. */
export const StartAtChecked: Story = {
  play: async (context) => {
    await Open.play!(context);
    await context.userEvent.click(screen.getByRole('checkbox', { name: /^Start at/ }));
    await expect(screen.getByRole('textbox', { name: t.share })).toHaveValue(`${URL}?timestamp=754`);
  },
};
/** After Copy Link: the link with its start time is on the clipboard and the button says 'Link Copied!'. */
export const LinkCopied: Story = {
  // The frame may not be allowed the real clipboard; a stand-in records what is copied.
  beforeEach: () => {
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: fn().mockName('writeText').mockResolvedValue(undefined) },
    });
    return () => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async (context) => {
    await StartAtChecked.play!(context);
    await context.userEvent.click(screen.getByRole('button', { name: t.copyLink }));
    const copied = await screen.findByRole('button', { name: t.linkCopied });
    await waitFor(() => expect(copied).toBeVisible());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`${URL}?timestamp=754`);
  },
};
