import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  announcements,
  longAnnouncement,
  oddAnnouncement,
  paragraphsAnnouncement,
  shortAnnouncement,
} from '../../fixtures';
import { AnnouncementsCard } from './AnnouncementsCard';

const meta = {
  title: 'Dashboard/Announcements',
  component: AnnouncementsCard,
  args: { announcements, isLoading: false, timeZone: 'America/Chicago' },
} satisfies Meta<typeof AnnouncementsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three announcements rotating every 10 s, with arrows and dots. */
export const Populated: Story = {};
/** While the list loads. */
export const Loading: Story = { args: { announcements: undefined, isLoading: true } };
/** No announcement: the banner is not shown. */
export const Empty: Story = { args: { announcements: [] } };
/** The call failed: the panel's error with Retry (DECISIONS.md), as every other panel. */
export const Error: Story = { args: { announcements: undefined, failed: true, onRetry: () => {} } };
/** One short announcement: no arrows, no dots, no Read More. */
export const Single: Story = { args: { announcements: [shortAnnouncement] } };
/** A body of 340 characters or more: '... Read More'. */
export const LongBody: Story = { args: { announcements: [longAnnouncement] } };
/** More than one paragraph: Read More although the text is short. */
export const Paragraphs: Story = { args: { announcements: [paragraphsAnnouncement] } };
/** An invalid date and an unknown audience. */
export const UnknownValues: Story = { args: { announcements: [oddAnnouncement] } };
