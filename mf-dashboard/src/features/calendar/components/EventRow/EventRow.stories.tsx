import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { eventRecording } from '@cedar/shared/domain';
import type { CalendarEvent } from '@cedar/shared/contract';
import {
  NOW,
  futureEvent,
  joinEarlyEvent,
  liveEvent,
  passedWithRecording,
  passedWithoutRecording,
  recordings,
  speakerEvent,
} from '../../fixtures';
import { EventRow } from './EventRow';
import { StoryFrame } from '../../../../test-support/StoryFrame';

const TZ = 'America/Chicago';
const props = (event: CalendarEvent) => ({
  event,
  now: NOW,
  timeZone: TZ,
  recording: eventRecording(event, recordings, TZ),
});

const meta = {
  title: 'Dashboard/Classes & Events/EventRow',
  component: EventRow,
  decorators: [
    (Story) => (
      <StoryFrame list>
        <Story />
      </StoryFrame>
    ),
  ],
  args: props(liveEvent),
} satisfies Meta<typeof EventRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** is_live: 'Happening Now' and Join Now to the meeting, in a new tab. */
export const Live: Story = {};
/** is_live without a meeting link: Join Now shows, with nothing to follow. */
export const LiveWithoutLink: Story = { args: props({ ...liveEvent, meeting_url: null }) };
/** is_join_early: starts within 10 minutes, Join Early. */
export const JoinEarly: Story = { args: props(joinEarlyEvent) };
/** is_future: 'Starts in 3 hours', no button. */
export const Future: Story = { args: props(futureEvent) };
/** is_passed with a recording: Recording opens the video page. */
export const PassedWithRecording: Story = { args: props(passedWithRecording) };
/** is_passed, no recording matched: no button. */
export const PassedWithoutRecording: Story = { args: props(passedWithoutRecording) };
/** An event of the speakers-and-events calendar. */
export const SpeakerEvent: Story = { args: props(speakerEvent) };
