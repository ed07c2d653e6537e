import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { learnerProfile, minimalProfile } from '../../fixtures';
import { AboutMeSection } from './AboutMeSection';

const meta = {
  title: 'Profile/AboutMeSection',
  component: AboutMeSection,
  args: { profile: learnerProfile },
} satisfies Meta<typeof AboutMeSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer filled in. */
export const Complete: Story = {};
/** Only languages: the primary one and three others. */
export const LanguagesOnly: Story = {
  args: {
    profile: {
      ...minimalProfile,
      user_primary_spoken_language: 'Hindi',
      user_additional_spoken_languages: ['English', 'Marathi', 'Gujarati'],
    },
  },
};
