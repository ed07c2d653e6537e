import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { TravelZoneBanner } from './TravelZoneBanner.tsx';

const DENVER = { time_zone_id: 'America/Denver', time_zone_name: 'Mountain Standard Time', utc_offset_minutes: -420 };
const NEW_YORK = {
  time_zone_id: 'America/New_York',
  time_zone_name: 'Eastern Standard Time',
  utc_offset_minutes: -300,
};

const meta = {
  title: 'Shared/TravelZoneBanner',
  component: TravelZoneBanner,
  args: { offer: DENVER, profileZone: NEW_YORK, onUse: fn() },
} satisfies Meta<typeof TravelZoneBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser keeps another clock than the profile's zone. */
export const Travelling: Story = {};
/** The profile has no zone yet. */
export const NoProfileZone: Story = { args: { profileZone: null } };
/** On the dashboard, with 'Not now'. */
export const WithNotNow: Story = { args: { onDismiss: fn() } };
/** The choice is being saved. */
export const Saving: Story = { args: { busy: true, onDismiss: fn() } };
