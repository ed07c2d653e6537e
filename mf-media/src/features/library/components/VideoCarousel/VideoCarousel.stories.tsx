import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { NOW, libraryVideos } from '../../../../test-support/fixtures';
import { VideoCarousel } from './VideoCarousel';

const meta = {
  title: 'Media/Watch/VideoCarousel',
  component: VideoCarousel,
  args: { title: 'Recently Added', videos: libraryVideos.slice(0, 8), now: NOW, timeZone: 'UTC' },
} satisfies Meta<typeof VideoCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 8 newest; items per view follow the window width, dots on narrow screens. */
export const RecentlyAdded: Story = {};
/** Fewer than 5 videos: the arrows dim. */
export const FewVideos: Story = { args: { title: 'Recently Viewed', videos: libraryVideos.slice(0, 3) } };
/** Empty: the carousel is not shown at all. */
export const Empty: Story = { args: { videos: [] } };
/**
 * A phone (under 600 px): one card at a time and a dot per step. The breakpoints read the window,
 * which the viewport toolbar does not narrow in the story's own frame, so the story sets the width.
 */
export const NarrowWithDots: Story = {
  args: { width: 400 },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  },
};
/** At 3.5 cards per view, stepped to the end: the last step is half a card, and the last card ends flush. */
export const FractionalLastStep: Story = {
  args: { width: 1300 },
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 5; i++) await userEvent.click(next);
    await expect(next).toBeDisabled();
  },
};
