import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FIXED_NOW, learnerProfile } from '../../fixtures';
import { LocationSection } from './LocationSection';

const meta = {
  title: 'Profile/LocationSection',
  component: LocationSection,
  args: { profile: learnerProfile, viewerTimeZone: 'America/Los_Angeles', now: FIXED_NOW },
} satisfies Meta<typeof LocationSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Place and time zone, two hours ahead of a viewer in Los Angeles. */
export const AheadOfViewer: Story = {};
/** Behind a viewer in London. */
export const BehindViewer: Story = { args: { viewerTimeZone: 'Europe/London' } };
/** Same offset as the viewer. */
export const SameTimeZone: Story = { args: { viewerTimeZone: 'America/Mexico_City' } };
/** A half-hour zone. */
export const HalfHourZone: Story = {
  args: {
    profile: {
      ...learnerProfile,
      user_location: { description: 'Pune, Maharashtra, India', place_id: 'pune', types: ['locality'] },
      user_timezone: { time_zone_id: 'Asia/Kolkata', time_zone_name: 'India Standard Time', utc_offset_minutes: 330 },
    },
    viewerTimeZone: 'Europe/London',
  },
};
/** The owner hides their place: only the time zone shows. */
export const TimeZoneOnly: Story = { args: { profile: { ...learnerProfile, user_show_location: false } } };
