import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NOW, libraryVideos } from '../../../../test-support/fixtures';
import { MonthCalendar } from './MonthCalendar';

const meta = {
  title: 'Media/Watch/MonthCalendar',
  component: MonthCalendar,
  // The portal's router comes from the Storybook preview; a second one would throw.
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { videos: libraryVideos, now: NOW, timeZone: 'UTC' },
} satisfies Meta<typeof MonthCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dots under days with recordings; today has none, so the empty texts show; next is disabled. */
export const CurrentMonth: Story = {};
/** No recordings at all. */
export const NoRecordings: Story = { args: { videos: [] } };
