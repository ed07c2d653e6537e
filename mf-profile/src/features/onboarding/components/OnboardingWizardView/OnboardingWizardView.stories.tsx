import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { newLearner } from '../../fixtures';
import { ONBOARDING_STEPS, initialDraft, type OnboardingDraft } from '../../lib/steps';
import { PictureStep } from '../steps/PictureStep';
import { OnboardingWizardView } from './OnboardingWizardView';

const user = newLearner();
const blank = initialDraft(user);
/** A draft every screen accepts. */
const complete: OnboardingDraft = {
  ...blank,
  user_preferred_pronouns: 'she/her',
  user_location: { description: 'Austin, TX, USA', place_id: 'austin', types: ['locality'], lat: 30.27, lng: -97.74 },
  user_timezone: { time_zone_id: 'America/Chicago', time_zone_name: 'Central Standard Time', utc_offset_minutes: -360 },
  user_primary_spoken_language: 'English',
  user_additional_spoken_languages: ['Spanish'],
  user_programming_experience_level: 'Hobbyist',
  user_programming_languages: ['JavaScript', 'Python'],
  user_dream_job: 'Site reliability engineer',
  user_focus_time: { monday: ['morning_lark'], wednesday: ['evening_eagle'] },
  user_work_schedule: ['part_time', 'weekends'],
  user_social_media_links: [{ id: 'g', name: 'GitHub', link: 'https://github.com/nia' }],
};

/**
 * A draft each screen with a rule refuses (DECISIONS.md "Onboarding step validity"). Picture,
 * Personal Info and Focus Time are always valid, and Experience always holds a level.
 */
const invalid: OnboardingDraft = {
  ...complete,
  preferred_name: '',
  user_timezone: null,
  user_primary_spoken_language: '',
  user_work_schedule: [],
  user_social_media_links: [{ id: 'g', name: 'GitHub', link: 'github.com/nia' }],
};

const meta = {
  title: 'Profile/Onboarding/Wizard',
  component: OnboardingWizardView,
  args: {
    step: 0,
    draft: complete,
    picture: <PictureStep imageUrl={null} firstName="Nia" lastName="Newman" />,
    onChange: fn(),
    onContinue: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof OnboardingWizardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (name: (typeof ONBOARDING_STEPS)[number]) => ONBOARDING_STEPS.indexOf(name);

export const Welcome: Story = { args: { step: at('welcome') } };
export const Identity: Story = { args: { step: at('identity') } };
export const IdentityInvalid: Story = { args: { step: at('identity'), draft: invalid } };
export const Picture: Story = { args: { step: at('picture') } };
export const Location: Story = { args: { step: at('location') } };
/** A place without a time zone cannot be kept. */
export const LocationInvalid: Story = { args: { step: at('location'), draft: invalid } };
export const SpokenLanguages: Story = { args: { step: at('spokenLanguages') } };
export const SpokenLanguagesInvalid: Story = { args: { step: at('spokenLanguages'), draft: invalid } };
export const Experience: Story = { args: { step: at('experience') } };
export const PersonalInfo: Story = { args: { step: at('personalInfo') } };
export const FocusTime: Story = { args: { step: at('focusTime') } };
export const WorkSchedule: Story = { args: { step: at('workSchedule') } };
export const WorkScheduleInvalid: Story = { args: { step: at('workSchedule'), draft: invalid } };
export const SocialMedia: Story = { args: { step: at('socialMedia') } };
export const SocialMediaInvalid: Story = { args: { step: at('socialMedia'), draft: invalid } };
export const WrapUp: Story = { args: { step: at('wrapUp') } };
/** Continue is waiting for the save. */
export const Saving: Story = { args: { step: at('identity'), saving: true } };
/** The save failed: the error banner. */
export const SaveFailed: Story = { args: { step: at('identity'), failed: true } };
