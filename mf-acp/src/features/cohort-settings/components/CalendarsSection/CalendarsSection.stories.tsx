import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { groupProps } from '../../test-support/groups';
import { CalendarsSection } from './CalendarsSection';

const meta = {
  title: 'Admin Console/Cohort Settings/Calendars',
  component: CalendarsSection,
  args: { ...groupProps().calendars, editing: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CalendarsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: name and URL of each calendar. */
export const View: Story = {};
/** Edit mode: each calendar's name and URL, Delete, and Add Calendar. */
export const Edit: Story = { args: { editing: true } };
/** A new calendar whose URL has neither src nor cid: §5's message. */
export const InvalidUrl: Story = {
  args: {
    editing: true,
    rows: [
      ...groupProps().calendars.rows,
      { key: 'new', calendar_name: '', calendar_url: 'https://calendar.google.com/calendar/embed' },
    ],
  },
};
/** A calendar being deleted. */
export const Deleting: Story = { args: { editing: true, deleting: 11 } };
/** No calendars. */
export const Empty: Story = { args: { saved: [], rows: [] } };
