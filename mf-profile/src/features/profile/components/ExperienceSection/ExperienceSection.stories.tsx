import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { learnerProfile } from '../../fixtures';
import { ExperienceSection } from './ExperienceSection';

const meta = {
  title: 'Profile/ExperienceSection',
  component: ExperienceSection,
  args: { profile: learnerProfile },
} satisfies Meta<typeof ExperienceSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level, dream job and languages. */
export const Complete: Story = {};
/** 'Do not prefer' is not shown. */
export const LevelNotPreferred: Story = {
  args: { profile: { ...learnerProfile, user_programming_experience_level: 'Do not prefer' } },
};
