import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NOW, calendars, noTodayCalendars, recordings, todayOnlyCalendars } from '../../fixtures';
import { ClassesEventsView } from './ClassesEventsView';
import { StoryFrame } from '../../../../test-support/StoryFrame';

const meta = {
  title: 'Dashboard/Classes & Events',
  component: ClassesEventsView,
  args: { calendars, isLoading: false, recordings, now: NOW, timeZone: 'America/Chicago' },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof ClassesEventsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today: an event in every state (live, join early, future, ended with and without a recording). */
export const Today: Story = {};
/** Recent: yesterday expanded, the other days collapsed; Expand All. */
export const Recent: Story = { args: { initialTab: 'recent' } };
/** Upcoming: a class tomorrow and a speakers-and-events event. */
export const Upcoming: Story = { args: { initialTab: 'upcoming' } };
/** Three placeholder rows while loading. */
export const Loading: Story = { args: { calendars: undefined, isLoading: true } };
/** Nothing today: the illustration and its two texts. */
export const TodayEmpty: Story = { args: { calendars: noTodayCalendars } };
/** No event at all: Recent and Upcoming are disabled. */
export const Empty: Story = { args: { calendars: [] } };
/** Only today's events: Recent and Upcoming are disabled. */
export const TodayOnly: Story = { args: { calendars: todayOnlyCalendars } };
/** The calendars could not load: only the failure and Retry, no empty-day text. */
export const Error: Story = { args: { calendars: undefined, failed: true, onRetry: () => {} } };
