import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_THUMBNAIL_SRC, THUMBNAIL_SRC } from '../../test-support/fixtures';
import { DEFAULT_THUMBNAIL_SRC } from './default-thumbnail';
import { Thumbnail } from './Thumbnail';

const meta = {
  title: 'Media/Shared/Thumbnail',
  component: Thumbnail,
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { src: THUMBNAIL_SRC },
} satisfies Meta<typeof Thumbnail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recording's thumbnail. */
export const Loaded: Story = {};
/** No thumbnail: the default image. */
export const Missing: Story = { args: { src: null } };
/** The link fails (an expired signed link, say): the default image takes its place. */
export const Broken: Story = {
  args: { src: BROKEN_THUMBNAIL_SRC },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC));
  },
};
