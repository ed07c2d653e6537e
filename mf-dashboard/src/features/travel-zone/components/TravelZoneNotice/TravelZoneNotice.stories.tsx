import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { learnerSession } from '../../../../test-support/session';
import { TravelZoneNotice } from './TravelZoneNotice';

const meta = {
  title: 'Dashboard/Travel time-zone notice',
  component: TravelZoneNotice,
  args: { browserZone: 'America/Denver', now: new Date('2026-11-25T17:00:00Z') },
  parameters: { session: learnerSession() },
} satisfies Meta<typeof TravelZoneNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser keeps Denver's clock, the profile says Chicago: one click to update. */
export const Offered: Story = {};
/** The browser keeps the profile zone's clock: nothing shows. */
export const SameClock: Story = { args: { browserZone: 'America/Chicago' } };
