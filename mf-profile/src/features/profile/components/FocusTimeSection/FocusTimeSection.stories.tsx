import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { learnerProfile, staffProfile } from '../../fixtures';
import { FocusTimeSection } from './FocusTimeSection';

const meta = {
  title: 'Profile/FocusTimeSection',
  component: FocusTimeSection,
  args: { profile: staffProfile },
} satisfies Meta<typeof FocusTimeSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A week of focus slots and a work schedule. */
export const Week: Story = {};
/** A learner's lighter week. */
export const LearnerWeek: Story = { args: { profile: learnerProfile } };
/** Only a work schedule. */
export const WorkScheduleOnly: Story = { args: { profile: { ...staffProfile, user_focus_time: null } } };
